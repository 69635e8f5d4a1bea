//! A member's part of each distribution, oldest first — day, kind and amount — with what they
//! received in all (their position's paid_out) as the total row. Read-only: distributions are
//! recorded and removed in the 출자금 tab's 분배 section.
import { Table } from '@mantine/core';
import { formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { MemberDistributionDto } from './api';
import { distributionKindInfo } from './model';

export const NO_MEMBER_DISTRIBUTIONS = '받은 분배가 없습니다.';

export function MemberDistributionList({
  distributions,
  paidOut,
}: {
  distributions: MemberDistributionDto[];
  /** 받은 분배 합계 as the server counts it. */
  paidOut: number;
}) {
  if (distributions.length === 0) return <EmptyState text={NO_MEMBER_DISTRIBUTIONS} py={16} />;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" aria-label="분배 내역 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>지급일</Table.Th>
            <Table.Th>종류</Table.Th>
            <Table.Th ta="right">금액</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {distributions.map((item) => (
            <Table.Tr key={item.distribution_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.paid_on)}</Table.Td>
              <Table.Td>
                <StatusBadge info={distributionKindInfo(item)} size="sm" />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(item.amount)}원
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              받은 분배 합계
            </Table.Th>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatNumber(paidOut)}원
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
