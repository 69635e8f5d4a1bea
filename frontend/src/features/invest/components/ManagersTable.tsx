//! The firm's fund managers, one row each: the unions they lead (each opening its ledger on the
//! same base date), how many companies those unions hold or held, their amounts, multiple and IRR.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { formatNumber, formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { FundManagerDto } from '../api';
import { managerName } from '../figures';
import { investSourceDetailPath } from '../model';

function ManagerRow({ manager, baseDate }: { manager: FundManagerDto; baseDate: string | null }) {
  const { total } = manager;
  return (
    <Table.Tr>
      <Table.Td fw={600} c={manager.name ? undefined : 'dimmed'}>
        {managerName(manager)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'normal' }}>
        {manager.unions.length === 0 ? (
          '-'
        ) : (
          <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {manager.unions.map((union, index) => (
              <li key={union.union_id}>
                <Anchor
                  component={RouterLink}
                  to={investSourceDetailPath(union.union_id, baseDate)}
                  fz="sm"
                >
                  {union.union_name}
                </Anchor>
                {index < manager.unions.length - 1 ? <Text span>,</Text> : null}
              </li>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td ta="right">{formatNumber(manager.company_count)}곳</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.invested)}</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.value)}</Table.Td>
      <Table.Td ta="right">{formatWonReport(total.recovered)}</Table.Td>
      <Table.Td ta="right">{formatTimes(total.multiple)}</Table.Td>
      <Table.Td ta="right"><IrrText value={manager.xirr} underAYear={manager.xirr_under_a_year} /></Table.Td>
    </Table.Tr>
  );
}

export function ManagersTable({
  managers,
  baseDate,
  dimmed,
}: {
  managers: FundManagerDto[];
  /** The base date asked for (null: today), carried to the unions' ledgers. */
  baseDate: string | null;
  dimmed: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label="투자 담당자 목록"
        // Names and figures on one line; only the unions' list wraps.
        style={{ opacity: dimmed ? 0.6 : 1, whiteSpace: 'nowrap' }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th>담당 조합</Table.Th>
            <Table.Th ta="right">기업 수</Table.Th>
            <Table.Th ta="right">투자금액</Table.Th>
            <Table.Th ta="right">평가금액</Table.Th>
            <Table.Th ta="right">회수금</Table.Th>
            <Table.Th ta="right">멀티플</Table.Th>
            <Table.Th ta="right">IRR</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {managers.map((manager) => (
            <ManagerRow key={manager.name ?? ''} manager={manager} baseDate={baseDate} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
