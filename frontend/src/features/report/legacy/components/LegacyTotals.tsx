//! A legacy report's totals over its companies, as the server adds them up: invested, the
//! stakes' value, what came back and the multiple of the two over the first.
import { SimpleGrid } from '@mantine/core';
import { formatTimes, formatWonReport } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { ReturnsDto } from '@/features/report/api';

export function LegacyTotals({ totals }: { totals: ReturnsDto }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <StatTile label="투자금액" value={formatWonReport(totals.invested)} />
      <StatTile label="지분 가치" value={formatWonReport(totals.value)} />
      <StatTile label="회수금" value={formatWonReport(totals.recovered)} />
      <StatTile label="멀티플" value={formatTimes(totals.multiple)} />
    </SimpleGrid>
  );
}
