//! How a union's money went out: the share of all it invested by the base date, day by day, with
//! the day's amount and the running total in the tooltip.
import { AreaChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { formatDate, formatNumber, formatPercent, formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { DeploymentStepDto } from '../api';
import { ChartFigure } from './charts';

interface Point {
  date: string;
  cumulative_percent: number;
  amount: number;
  cumulative: number;
}

function StepTooltip({ point }: { point: Point | undefined }) {
  if (!point) return null;
  return (
    <Paper withBorder shadow="md" p="xs" fz="sm">
      <Text fw={600} fz="sm">
        {point.date}
      </Text>
      <Text fz="sm">누적 집행률 {formatPercent(point.cumulative_percent, 1)}</Text>
      <Text fz="sm">투자금액 {formatWonReport(point.amount)}</Text>
      <Text fz="sm">누적 투자금액 {formatWonReport(point.cumulative)}</Text>
    </Paper>
  );
}

export function DeploymentChart({ steps }: { steps: DeploymentStepDto[] }) {
  if (steps.length === 0) return <EmptyState text="투자 집행 내역이 없습니다." py={32} />;
  const data: Point[] = steps.map((step) => ({
    date: formatDate(step.on),
    cumulative_percent: step.cumulative_percent,
    amount: step.amount,
    cumulative: step.cumulative,
  }));
  return (
    <ChartFigure title="누적 투자 집행률" unit="%">
      <AreaChart
        h={240}
        data={data}
        dataKey="date"
        series={[{ name: 'cumulative_percent', label: '누적 집행률', color: 'brand.6' }]}
        curveType="stepAfter"
        yAxisLabel="%"
        yAxisProps={{
          width: 56,
          domain: [0, 100],
          tickFormatter: (value: number) => formatNumber(value),
        }}
        tooltipProps={{
          content: ({ payload }) => (
            <StepTooltip point={payload?.[0]?.payload as Point | undefined} />
          ),
        }}
      />
    </ChartFigure>
  );
}
