//! A member's payments, oldest first: date, 차수, amount, note and who recorded it, with '취소'
//! on each where the caller allows it.
import { Button, Table } from '@mantine/core';
import { dash, formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { PaymentDto } from './api';
import { paymentCallLabel } from './model';

export const NO_PAYMENTS = '납입 기록이 없습니다.';

export function PaymentList({
  payments,
  onCancel,
  cancelling = null,
}: {
  payments: PaymentDto[];
  /** Cancels a payment (after the caller's confirmation); without it the list is read-only. */
  onCancel?: (payment: PaymentDto) => void;
  /** The payment being cancelled. */
  cancelling?: number | null;
}) {
  if (payments.length === 0) return <EmptyState text={NO_PAYMENTS} py={24} />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" aria-label="납입 기록 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>납입일</Table.Th>
            <Table.Th>차수</Table.Th>
            <Table.Th ta="right">금액</Table.Th>
            <Table.Th>메모</Table.Th>
            <Table.Th>기록자</Table.Th>
            {onCancel ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(payment.paid_on)}</Table.Td>
              <Table.Td>{paymentCallLabel(payment.call_number)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(payment.amount)}원
              </Table.Td>
              <Table.Td>{dash(payment.note)}</Table.Td>
              <Table.Td>{dash(payment.recorded_by)}</Table.Td>
              {onCancel ? (
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    loading={cancelling === payment.id}
                    disabled={cancelling !== null && cancelling !== payment.id}
                    aria-label={`${formatDate(payment.paid_on)} ${formatNumber(payment.amount)}원 납입 취소`}
                    onClick={() => onCancel(payment)}
                  >
                    취소
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
