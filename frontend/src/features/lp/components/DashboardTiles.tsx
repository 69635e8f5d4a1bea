//! The LP dashboard's figures: LPs by status, and what the live unions have applied and paid
//! (the totals as the server adds them up).
import { SimpleGrid } from '@mantine/core';
import { LP_STATUS_ORDER, LP_STATUSES } from '@/entities/lp';
import { formatNumber, formatWonUnit } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { LpDashboardDto } from '../api';

export function DashboardTiles({ data }: { data: LpDashboardDto }) {
  const countOf = (status: string) =>
    data.lp_counts.find((item) => item.status === status)?.count ?? 0;
  const { lps: total, applied_amount: applied, paid_amount: paid } = data.totals;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <StatTile label="전체 LP" value={`${formatNumber(total)}명`} />
      {LP_STATUS_ORDER.map((code) => (
        <StatTile
          key={code}
          label={`${LP_STATUSES[code].label} LP`}
          value={`${formatNumber(countOf(code))}명`}
        />
      ))}
      <StatTile label="총 신청 금액" value={formatWonUnit(applied)} />
      <StatTile label="총 납입 금액" value={formatWonUnit(paid)} />
    </SimpleGrid>
  );
}
