//! Each member's contribution and its share of all the report's members' (in percent), grouped
//! by union with the union's subtotal under its members, and the total at the bottom.
import { Table } from '@mantine/core';
import { formatNumber, formatPercent, formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { LegacyMemberDto } from '@/features/report/api';
import { fundGroups } from '../model';

export function FundSharesTable({ members }: { members: LegacyMemberDto[] }) {
  if (members.length === 0) return <EmptyState text="보고서에 담긴 회원이 없습니다." py={32} />;
  const { groups, total } = fundGroups(members);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="회원별 출자 현황">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>조합</Table.Th>
            <Table.Th>이름</Table.Th>
            <Table.Th ta="right">출자금액</Table.Th>
            <Table.Th ta="right">비중</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.flatMap((group) => [
            ...group.lines.map((line, index) => (
              <Table.Tr key={`${group.fund}-${index}`}>
                <Table.Td>{group.fund}</Table.Td>
                <Table.Td>{line.member.member_name}</Table.Td>
                <Table.Td ta="right">{formatWonReport(line.member.invest_money)}</Table.Td>
                <Table.Td ta="right">{formatPercent(line.share)}</Table.Td>
              </Table.Tr>
            )),
            <Table.Tr key={`${group.fund}-subtotal`} bg="gray.0" fw={600}>
              <Table.Td>{group.fund} 소계</Table.Td>
              <Table.Td>{formatNumber(group.lines.length)}명</Table.Td>
              <Table.Td ta="right">{formatWonReport(group.amount)}</Table.Td>
              <Table.Td ta="right">{formatPercent(group.share)}</Table.Td>
            </Table.Tr>,
          ])}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>합계</Table.Td>
            <Table.Td>{formatNumber(members.length)}명</Table.Td>
            <Table.Td ta="right">{formatWonReport(total)}</Table.Td>
            <Table.Td ta="right">{formatPercent(total > 0 ? 100 : null)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
