//! The LP dashboard's figures: LPs by status, and what the live unions have applied and paid.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber, formatWonUnit } from '@/shared/format';
import type { LpDashboardDto } from '../lpApi';
import { LP_STATUS_ORDER, LP_STATUSES } from '../model';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder shadow="xs" p="md" data-testid={`tile-${label}`}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

export function DashboardTiles({ data }: { data: LpDashboardDto }) {
  const countOf = (status: string) =>
    data.lp_counts.find((item) => item.status === status)?.count ?? 0;
  const total = data.lp_counts.reduce((sum, item) => sum + item.count, 0);
  const applied = data.unions.reduce((sum, union) => sum + union.applied_amount, 0);
  const paid = data.unions.reduce((sum, union) => sum + union.paid_amount, 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Tile label="전체 LP" value={`${formatNumber(total)}명`} />
      {LP_STATUS_ORDER.map((code) => (
        <Tile
          key={code}
          label={`${LP_STATUSES[code].label} LP`}
          value={`${formatNumber(countOf(code))}명`}
        />
      ))}
      <Tile label="총 신청 금액" value={formatWonUnit(applied)} />
      <Tile label="총 납입 금액" value={formatWonUnit(paid)} />
    </SimpleGrid>
  );
}
