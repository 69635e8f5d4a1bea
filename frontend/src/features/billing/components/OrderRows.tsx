//! 결제 내역 as a table: each order's date, product, amount and state — with its refund's
//! progress or rejection — and its 영수증 and 환불 요청 buttons.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { OrderDto } from '../api';
import { canAskRefund, hasReceipt, orderStateInfo, refundLine, won } from '../model';

export function OrderRows({
  items,
  canPay,
  onReceipt,
  onRefund,
}: {
  items: OrderDto[];
  canPay: boolean;
  onReceipt: (order: OrderDto) => void;
  onRefund: (order: OrderDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="결제 내역">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={110}>결제일</Table.Th>
            <Table.Th>상품</Table.Th>
            <Table.Th w={120} ta="right">
              금액
            </Table.Th>
            <Table.Th w={220}>상태</Table.Th>
            <Table.Th w={190} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((order) => {
            const refund = refundLine(order);
            return (
              <Table.Tr key={order.id}>
                <Table.Td fz="sm" c="dimmed">
                  {formatDate(order.approved_at ?? order.created_at)}
                </Table.Td>
                <Table.Td fz="sm" fw={500}>
                  {order.order_name}
                </Table.Td>
                <Table.Td fz="sm" ta="right">
                  {won(order.amount)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusBadge info={orderStateInfo(order)} size="sm" />
                    {refund ? (
                      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {refund}
                      </Text>
                    ) : null}
                    {order.failure && !refund ? (
                      <Text fz="xs" c="dimmed">
                        {order.failure}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {hasReceipt(order) ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`${order.order_name} 영수증`}
                        onClick={() => onReceipt(order)}
                      >
                        영수증
                      </Button>
                    ) : null}
                    {canAskRefund(order, canPay) ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={`${order.order_name} 환불 요청`}
                        onClick={() => onRefund(order)}
                      >
                        환불 요청
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
