//! The AI's value scores on five axes (0–100) as a radar, with the total and each axis written
//! out beside it: the chart shows the shape, the list gives the numbers (and reads aloud). What
//! the page adds (the fact-checkers' adjustments) sits under them.
import { RadarChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Panel } from '@/shared/ui/Panel';
import { VALUE_AXES } from '../profile';
import type { ValueScoresDto } from '../api';

const NO_SCORES_TEXT = 'Ai 예측정보가 없습니다.';
const SERIES = '점수';

export function ValueRadar({
  scores,
  children,
}: {
  scores: ValueScoresDto | null | undefined;
  /** Under the chart and the list. */
  children?: ReactNode;
}) {
  if (!scores) {
    return (
      <Panel title="기업 가치 평가">
        <EmptyState text={NO_SCORES_TEXT} py={40} />
        {children}
      </Panel>
    );
  }
  // A score the model did not give sits at the centre of the chart, and shows '-' in the list.
  const data = VALUE_AXES.map((axis) => ({ axis: axis.label, [SERIES]: scores[axis.key] ?? 0 }));
  return (
    <Panel
      title="기업 가치 평가"
      aside={
        <Text fz="sm" c="dimmed">
          종합{' '}
          <Text span fw={700} fz="lg" c="blue.7" data-testid="total-score">
            {formatNumber(scores.total, 1)}점
          </Text>
        </Text>
      }
    >
      <Group align="center" gap="lg" wrap="wrap">
        <figure aria-label="기업 가치 평가 레이더 차트" style={{ margin: 0, flex: '1 1 260px' }}>
          <RadarChart
            h={260}
            data={data}
            dataKey="axis"
            series={[{ name: SERIES, color: 'blue.6', opacity: 0.25 }]}
            // The axis only pins the scale to 0–100 (else the top score would fill the chart);
            // its ticks would cover the top label, and the list beside gives the numbers.
            withPolarRadiusAxis
            polarRadiusAxisProps={{ domain: [0, 100], tickCount: 6, tick: false, axisLine: false }}
            withTooltip
          />
        </figure>
        <Stack gap={6} component="dl" m={0} miw={180} aria-label="항목별 점수">
          {VALUE_AXES.map((axis) => (
            <Group key={axis.key} justify="space-between" gap="lg">
              <Text component="dt" fz="sm" c="dimmed">
                {axis.label}
              </Text>
              <Text component="dd" fz="sm" fw={600} m={0}>
                {formatNumber(scores[axis.key], 1)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      {children}
    </Panel>
  );
}
