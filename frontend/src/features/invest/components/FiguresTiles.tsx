//! How many (companies) and the totals over them: invested, value, recovered and the multiple.
import { SimpleGrid } from '@mantine/core';
import { formatTimes, formatWonReport } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { ReturnsDto } from '../api';

type Totals = Pick<ReturnsDto, 'invested' | 'value' | 'recovered' | 'multiple'>;

export function FiguresTiles({
  countLabel,
  count,
  totals,
}: {
  countLabel: string;
  /** Already worded ('3곳'). */
  count: string;
  totals: Totals;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatTile label={countLabel} value={count} />
      <StatTile label="투자금액" value={formatWonReport(totals.invested)} />
      <StatTile label="평가금액" value={formatWonReport(totals.value)} />
      <StatTile label="회수금" value={formatWonReport(totals.recovered)} />
      <StatTile label="멀티플" value={formatTimes(totals.multiple)} />
    </SimpleGrid>
  );
}
