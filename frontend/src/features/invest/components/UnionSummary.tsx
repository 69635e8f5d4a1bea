//! A union's totals on the base date: amounts and multiple, the multiple split into what came
//! back (DPI) and what is still held (RVPI), and the IRR of all its flows, with a note when the
//! money has been out for less than a year (an annual rate of a few months' gain reads large).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatIrr, formatTimes } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { UnionPortfolioDto } from '../api';
import { firstInvestedOn, SHORT_HISTORY_NOTE, underAYear } from '../model';
import { ReturnsTiles } from './ReturnsTiles';

export function UnionSummary({ portfolio }: { portfolio: UnionPortfolioDto }) {
  const { total } = portfolio;
  const young = underAYear(firstInvestedOn(portfolio), portfolio.base_date);
  return (
    <Stack gap="sm">
      <ReturnsTiles returns={total} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatTile label="TVPI" value={formatTimes(total.multiple)} />
        <StatTile label="DPI" value={formatTimes(total.dpi)} />
        <StatTile label="RVPI" value={formatTimes(total.rvpi)} />
        <StatTile label="IRR" value={formatIrr(portfolio.total_xirr)}>
          {young && portfolio.total_xirr !== null && portfolio.total_xirr !== undefined ? (
            <Text fz="xs" c="dimmed" mt={4}>
              {SHORT_HISTORY_NOTE}
            </Text>
          ) : null}
        </StatTile>
      </SimpleGrid>
    </Stack>
  );
}
