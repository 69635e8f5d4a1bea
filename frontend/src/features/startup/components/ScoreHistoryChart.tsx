//! The total value score over time as a line (a point a day at most), drawn like the company
//! value's history; a single score is written out instead, and none is said so.
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@/shared/format';
import { Panel } from '@/shared/ui/Panel';
import type { ScorePointDto } from '../scoreApi';

const TITLE = '가치 점수 추이';
const SERIES = '가치 점수';
export const NO_SCORE_HISTORY = '점수 추이가 아직 없습니다.';

const points = (value: number) => `${formatNumber(value, 1)}점`;

export function ScoreHistoryChart({ history }: { history: ScorePointDto[] }) {
  const last = history[history.length - 1];
  if (!last) {
    return (
      <Panel title={TITLE}>
        <Text fz="sm" c="dimmed">
          {NO_SCORE_HISTORY}
        </Text>
      </Panel>
    );
  }
  if (history.length < 2) {
    return (
      <Panel title={TITLE}>
        <Stack gap={2}>
          <Text fz="sm">
            {formatDate(last.on)} 기준 <b>{points(last.total)}</b>
          </Text>
          <Text fz="xs" c="dimmed">
            점수가 다시 매겨지면 추이가 그려집니다.
          </Text>
        </Stack>
      </Panel>
    );
  }
  const data = history.map((point) => ({ day: formatDate(point.on), [SERIES]: point.total }));
  return (
    <Panel
      title={TITLE}
      aside={
        <Text fz="sm" c="dimmed">
          {formatDate(last.on)} 기준 <b>{points(last.total)}</b>
        </Text>
      }
    >
      <figure aria-label="가치 점수 추이 차트" style={{ margin: 0 }}>
        <LineChart
          h={220}
          data={data}
          dataKey="day"
          valueFormatter={points}
          yAxisLabel={SERIES}
          yAxisProps={{ width: 80, domain: [0, 100] }}
          series={[{ name: SERIES, color: 'blue.6' }]}
          curveType="monotone"
          withDots={false}
        />
      </figure>
    </Panel>
  );
}
