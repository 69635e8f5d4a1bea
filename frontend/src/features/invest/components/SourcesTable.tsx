//! The firm's unions as investment sources: how many startups each invested in, its amounts,
//! multiple and IRR on the base date. A row opens the union's ledger.
import { Table } from '@mantine/core';
import { formatNumber, formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { InvestmentSourceDto } from '../api';

function SourceRow({ source, onOpen }: { source: InvestmentSourceDto; onOpen: () => void }) {
  const { total } = source;
  return (
    <Table.Tr
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td fw={600}>{source.union_name}</Table.Td>
      <Table.Td ta="right">{formatNumber(source.startup_count)}곳</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.invested)}</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.value)}</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.recovered)}</Table.Td>
      <Table.Td ta="right">{formatTimes(total.multiple)}</Table.Td>
      <Table.Td ta="right"><IrrText value={source.total_xirr} underAYear={source.total_xirr_under_a_year} /></Table.Td>
    </Table.Tr>
  );
}

export function SourcesTable({
  sources,
  onOpen,
  dimmed,
}: {
  sources: InvestmentSourceDto[];
  onOpen: (source: InvestmentSourceDto) => void;
  /** Another base date is on its way. */
  dimmed: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="투자 재원 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>조합명</Table.Th>
            <Table.Th ta="right">투자 기업 수</Table.Th>
            <Table.Th ta="right">투자금</Table.Th>
            <Table.Th ta="right">평가액</Table.Th>
            <Table.Th ta="right">회수금</Table.Th>
            <Table.Th ta="right">멀티플</Table.Th>
            <Table.Th ta="right">IRR</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <SourceRow key={source.union_id} source={source} onOpen={() => onOpen(source)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
