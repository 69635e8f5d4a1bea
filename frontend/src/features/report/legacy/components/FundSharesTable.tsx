//! Each member's contribution and its share of all the report's members' (in percent, the
//! server's basis points adding up to exactly 100.00%), grouped by union with the union's
//! subtotal under its members, and the total at the bottom.
import { Table } from '@mantine/core';
import { formatNumber, formatPercent, formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { LegacyReportDto } from '@/features/report/api';

/** Basis points (1234) as the percent the table shows (12.34). */
const percentOf = (basisPoints: number) => basisPoints / 100;

export function FundSharesTable({
  report,
}: {
  report: Pick<LegacyReportDto, 'fund_groups' | 'members' | 'members_total'>;
}) {
  if (report.members.length === 0)
    return <EmptyState text="보고서에 담긴 회원이 없습니다." py={32} />;
  const total = report.members_total;
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
          {report.fund_groups.flatMap((group) => [
            ...group.members.map((line, index) => (
              <Table.Tr key={`${group.fund_name}-${index}`}>
                <Table.Td>{group.fund_name}</Table.Td>
                <Table.Td>{line.member_name}</Table.Td>
                <Table.Td ta="right">{formatWonReport(line.invest_money)}</Table.Td>
                <Table.Td ta="right">
                  {formatPercent(total > 0 ? percentOf(line.share_basis_points) : null)}
                </Table.Td>
              </Table.Tr>
            )),
            <Table.Tr key={`${group.fund_name}-subtotal`} bg="gray.0" fw={600}>
              <Table.Td>{group.fund_name} 소계</Table.Td>
              <Table.Td>{formatNumber(group.members.length)}명</Table.Td>
              <Table.Td ta="right">{formatWonReport(group.amount)}</Table.Td>
              <Table.Td ta="right">
                {formatPercent(total > 0 ? percentOf(group.share_basis_points) : null)}
              </Table.Td>
            </Table.Tr>,
          ])}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>합계</Table.Td>
            <Table.Td>{formatNumber(report.members.length)}명</Table.Td>
            <Table.Td ta="right">{formatWonReport(total)}</Table.Td>
            <Table.Td ta="right">{formatPercent(total > 0 ? 100 : null)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
