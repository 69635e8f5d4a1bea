//! One company's lines per union that invested in it: when the union first invested, the
//! shares it holds, its amounts, multiple and IRR.
import { Table } from '@mantine/core';
import { formatDate, formatNumber, formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { CompanyFiguresDto } from '../api';

export function FundLinesTable({ company }: { company: CompanyFiguresDto }) {
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="md"
      fz="sm"
      aria-label={`${company.startup_name} 조합별 투자 내역`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>조합명</Table.Th>
          <Table.Th>최초 투자일</Table.Th>
          <Table.Th ta="right">보유 주식 수</Table.Th>
          <Table.Th ta="right">투자금액</Table.Th>
          <Table.Th ta="right">평가금액</Table.Th>
          <Table.Th ta="right">회수금</Table.Th>
          <Table.Th ta="right">멀티플</Table.Th>
          <Table.Th ta="right">IRR</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {company.funds.map((fund) => (
          <Table.Tr key={fund.union_id}>
            <Table.Td>{fund.union_name}</Table.Td>
            <Table.Td>{formatDate(fund.first_invested_on)}</Table.Td>
            <Table.Td ta="right">{formatNumber(fund.shares_held)}주</Table.Td>
            <Table.Td ta="right">{formatWonReport(fund.returns.invested)}</Table.Td>
            <Table.Td ta="right">{formatWonReport(fund.returns.value)}</Table.Td>
            <Table.Td ta="right">{formatWonReport(fund.returns.recovered)}</Table.Td>
            <Table.Td ta="right">{formatTimes(fund.returns.multiple)}</Table.Td>
            <Table.Td ta="right"><IrrText value={fund.xirr} underAYear={fund.xirr_under_a_year} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
