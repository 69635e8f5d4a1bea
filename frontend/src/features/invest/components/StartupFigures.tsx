//! One holding's figures on the base date. Held: the shares, their price and where it comes from,
//! invested, value, recovered, multiple, 이익률 and IRR. Fully recovered (nothing held, something
//! back), as the spec's report panel does: invested, 회수금 and 이익률, with the IRR.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatTimes,
  formatWonReport,
} from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { PortfolioRowDto } from '../api';
import { PRICE_SOURCES } from '../model';

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Stack gap={2} data-testid={`figure-${label}`}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {note ? (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

function priceOf(row: PortfolioRowDto): { value: string; note: string | undefined } {
  if (row.price_per_share === null || row.price_per_share === undefined) {
    return { value: '-', note: undefined };
  }
  const source = row.price_source ? PRICE_SOURCES[row.price_source] : undefined;
  const on = row.priced_on ? formatDate(row.priced_on) : undefined;
  return {
    value: `${formatNumber(row.price_per_share)}원`,
    note: [source, on].filter(Boolean).join(' · ') || undefined,
  };
}

export function StartupFigures({ row }: { row: PortfolioRowDto }) {
  const { returns } = row;
  if (returns.is_recovered) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="투자금" value={formatWonReport(returns.invested)} />
        <Figure label="회수금" value={formatWonReport(returns.recovered)} />
        <Figure label="이익률" value={formatPercent(returns.profit_rate)} />
        <Figure label="IRR" value={<IrrText value={row.xirr} underAYear={row.xirr_under_a_year} />} />
      </SimpleGrid>
    );
  }
  const price = priceOf(row);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <Figure label="보유 주식" value={`${formatNumber(row.shares_held)}주`} />
      <Figure label="주당 가격" value={price.value} note={price.note} />
      <Figure label="투자금" value={formatWonReport(returns.invested)} />
      <Figure label="평가액" value={formatWonReport(returns.value)} />
      <Figure label="회수금" value={formatWonReport(returns.recovered)} />
      <Figure label="멀티플" value={formatTimes(returns.multiple)} />
      <Figure label="이익률" value={formatPercent(returns.profit_rate)} />
      <Figure label="IRR" value={<IrrText value={row.xirr} underAYear={row.xirr_under_a_year} />} />
    </SimpleGrid>
  );
}
