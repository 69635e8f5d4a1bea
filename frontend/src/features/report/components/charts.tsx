//! The report charts' frame and their amount charts. Every amount axis is drawn in one unit chosen
//! from the series' largest value (spec section 9: 백만원, 천만원 or 억원), named in the axis label
//! and above the chart; the tooltip gives each amount in the report format.
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAxisAmount, formatWonReport, wonAxisUnit } from '@/shared/format';
import { largestAmount } from '../model';

export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  color: string;
}

/** A chart under its title, with the unit of its axis on the right. */
export function ChartFigure({
  title,
  unit,
  children,
}: {
  title: string;
  unit: string;
  children: ReactNode;
}) {
  return (
    <Stack component="figure" gap="xs" m={0} aria-label={title}>
      <Group justify="space-between" gap="sm">
        <Text component="figcaption" fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="xs" c="dimmed">
          단위: {unit}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

/** Amounts over dates (lines) or by year or union (bars), in won. */
export function WonChart<Row extends object>({
  title,
  kind,
  data,
  dataKey,
  series,
  h = 220,
}: {
  title: string;
  kind: 'line' | 'bar';
  data: Row[];
  dataKey: keyof Row & string;
  series: ChartSeries<Row>[];
  h?: number;
}) {
  const axis = wonAxisUnit(
    largestAmount(
      data,
      series.map((item) => item.key),
    ),
  );
  const shared = {
    h,
    data: data as Record<string, unknown>[],
    dataKey,
    series: series.map((item) => ({ name: item.key, label: item.label, color: item.color })),
    withLegend: series.length > 1,
    yAxisLabel: axis.unit,
    valueFormatter: (value: number) => formatWonReport(value),
    yAxisProps: { width: 72, tickFormatter: (value: number) => formatAxisAmount(value, axis) },
  };
  return (
    <ChartFigure title={title} unit={axis.unit}>
      {kind === 'line' ? <LineChart {...shared} connectNulls /> : <BarChart {...shared} />}
    </ChartFigure>
  );
}
