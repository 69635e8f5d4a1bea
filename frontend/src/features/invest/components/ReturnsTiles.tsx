//! What went in, what it is worth, what came back and the multiple of the two over the first:
//! the totals of the firm or of one union.
import { SimpleGrid } from '@mantine/core';
import { formatTimes, formatWonReport } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { ReturnsDto } from '../api';

export function ReturnsTiles({
  returns,
}: {
  returns: Pick<ReturnsDto, 'invested' | 'value' | 'recovered' | 'multiple'>;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <StatTile label="투자금" value={formatWonReport(returns.invested)} />
      <StatTile label="평가액" value={formatWonReport(returns.value)} />
      <StatTile label="회수금" value={formatWonReport(returns.recovered)} />
      <StatTile label="멀티플" value={formatTimes(returns.multiple)} />
    </SimpleGrid>
  );
}
