//! The LP member list's table: one row per LP, opening its detail on click or Enter.
import { Table } from '@mantine/core';
import { LpStatusBadge, lpTypeLabel } from '@/entities/lp';
import { formatNumber, formatPhone, formatWonUnit } from '@/shared/format';
import type { LpMemberRow } from '../api';
import { displayName } from '../model';

export function LpMemberTable({
  items,
  dimmed,
  onOpen,
}: {
  items: LpMemberRow[];
  /** A new page or filter is loading: the old rows stay, faded. */
  dimmed: boolean;
  onOpen: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th>연락처</Table.Th>
            <Table.Th>이메일</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th ta="right">참여 조합 수</Table.Th>
            <Table.Th ta="right">총 출자 약정액</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(row.id);
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td fw={600}>{displayName(row)}</Table.Td>
              <Table.Td>{lpTypeLabel(row.lp_type)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(row.phone)}</Table.Td>
              <Table.Td>{row.email || '-'}</Table.Td>
              <Table.Td>
                <LpStatusBadge status={row.status} size="sm" />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.union_count)}</Table.Td>
              <Table.Td ta="right">{formatWonUnit(row.committed_amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
