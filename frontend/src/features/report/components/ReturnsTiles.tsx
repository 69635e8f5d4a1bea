//! The headline figures of a report or of one of its unions: what was invested, what the held
//! shares are worth, what came back, the multiple and the IRR ('-' without one).
import { SimpleGrid } from '@mantine/core';
import { formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import { StatTile } from '@/shared/ui/StatTile';
import type { ReturnsDto } from '../api';

export function ReturnsTiles({
  total,
  xirr,
  xirrUnderAYear,
}: {
  total: ReturnsDto;
  xirr: number | null | undefined;
  xirrUnderAYear: boolean | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <StatTile label="투자금액" value={formatWonReport(total.invested)} />
      <StatTile label="평가금액" value={formatWonReport(total.value)} />
      <StatTile label="회수금" value={formatWonReport(total.recovered)} />
      <StatTile label="멀티플" value={formatTimes(total.multiple)} />
      <StatTile label="IRR" value={<IrrText value={xirr} underAYear={xirrUnderAYear} />} />
    </SimpleGrid>
  );
}
