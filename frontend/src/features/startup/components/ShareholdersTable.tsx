//! The shareholder register: name, stock kind, stake (two decimals), shares and amount.
import { Table } from '@mantine/core';
import { formatNumber, formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Panel } from '@/shared/ui/Panel';
import { formatBasisPoints, stockKindLabel } from '../model';
import type { ShareholderDto } from '../api';

export function ShareholdersTable({ shareholders }: { shareholders: ShareholderDto[] }) {
  return (
    <Panel title="주주 현황" padded={false}>
      {shareholders.length === 0 ? (
        <EmptyState py={40} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label="주주 현황">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>주주명</Table.Th>
                <Table.Th>주식종류</Table.Th>
                <Table.Th ta="right">지분율</Table.Th>
                <Table.Th ta="right">주식수</Table.Th>
                <Table.Th ta="right">금액</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shareholders.map((holder, index) => (
                // The register may list one name twice (common and preferred shares).
                <Table.Tr key={`${holder.name}-${holder.stock_kind}-${index}`}>
                  <Table.Td fw={600}>{holder.name}</Table.Td>
                  <Table.Td>{stockKindLabel(holder.stock_kind)}</Table.Td>
                  <Table.Td ta="right">{formatBasisPoints(holder.stake_basis_points)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(holder.stock_count)}</Table.Td>
                  <Table.Td ta="right">{formatWonReport(holder.stock_amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}
