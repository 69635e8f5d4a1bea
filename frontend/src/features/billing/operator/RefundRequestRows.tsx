//! The open refund requests as a table: the firm, the order, when it was paid and asked, why
//! (a plan change whose automatic refund failed is marked so, and a refund whose card cancel got
//! no answer shows its points held), and the operator's 승인 and 거절.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { RefundRequestDto } from '../api';
import { won } from '../model';

export type Decision = 'approve' | 'reject';

export function RefundRequestRows({
  items,
  onDecide,
}: {
  items: RefundRequestDto[];
  onDecide: (request: RefundRequestDto, decision: Decision) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="환불 요청 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={160}>회사</Table.Th>
            <Table.Th>상품</Table.Th>
            <Table.Th w={110} ta="right">
              금액
            </Table.Th>
            <Table.Th w={100}>결제일</Table.Th>
            <Table.Th w={100}>요청일</Table.Th>
            <Table.Th w={240}>사유</Table.Th>
            <Table.Th w={140} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((request) => {
            const { order } = request;
            const name = `${request.company_name} ${order.order_name}`;
            return (
              <Table.Tr key={order.id}>
                <Table.Td fz="sm" fw={600}>
                  {request.company_name}
                </Table.Td>
                <Table.Td fz="sm">{order.order_name}</Table.Td>
                <Table.Td fz="sm" ta="right">
                  {won(order.refund?.amount ?? order.amount)}
                </Table.Td>
                <Table.Td fz="sm" c="dimmed">
                  {formatDate(order.approved_at ?? order.created_at)}
                </Table.Td>
                <Table.Td fz="sm" c="dimmed">
                  {formatDate(order.refund?.requested_at)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {order.refund?.for_plan_change ? (
                      <Badge size="sm" variant="light" color="grape">
                        멤버십 변경 환불
                      </Badge>
                    ) : null}
                    {order.refund?.reserved_at ? (
                      <Badge size="sm" variant="light" color="orange">
                        카드 취소 응답 대기 · 포인트 보류 중
                      </Badge>
                    ) : null}
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {order.refund?.reason || '-'}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      aria-label={`${name} 승인`}
                      onClick={() => onDecide(request, 'approve')}
                    >
                      승인
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`${name} 거절`}
                      onClick={() => onDecide(request, 'reject')}
                    >
                      거절
                    </Button>
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
