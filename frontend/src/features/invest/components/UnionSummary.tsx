//! A union's totals on the base date: amounts and multiple, the multiple split into what came
//! back (DPI) and what is still held (RVPI), and the IRR of all its flows ('1년 미만' when they
//! span less than a year, as the server decides: an annual rate of a few months' gain reads large).
import { SimpleGrid, Stack } from '@mantine/core';
import { formatTimes } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import { StatTile } from '@/shared/ui/StatTile';
import type { UnionPortfolioDto } from '../api';
import { ReturnsTiles } from './ReturnsTiles';

export function UnionSummary({ portfolio }: { portfolio: UnionPortfolioDto }) {
  const { total } = portfolio;
  return (
    <Stack gap="sm">
      <ReturnsTiles returns={total} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatTile label="TVPI" value={formatTimes(total.multiple)} />
        <StatTile label="DPI" value={formatTimes(total.dpi)} />
        <StatTile label="RVPI" value={formatTimes(total.rvpi)} />
        <StatTile
          label="IRR"
          value={
            <IrrText value={portfolio.total_xirr} underAYear={portfolio.total_xirr_under_a_year} />
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
