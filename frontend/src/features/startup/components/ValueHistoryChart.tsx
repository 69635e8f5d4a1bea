//! The company value over time as a line (spec: value history): where the value came from
//! reads better as a line than as the single figure in the size block. Ticks in 억원 or 만원.
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatDate, formatEok, formatWonAxis } from '@/shared/format';
import { Panel } from '@/shared/ui/Panel';
import type { ValuePointDto } from '../api';

const SERIES = '기업가치';

export function ValueHistoryChart({ history }: { history: ValuePointDto[] }) {
  if (history.length < 2) return null;
  const data = history.map((point) => ({ day: formatDate(point.on), [SERIES]: point.value }));
  const last = history[history.length - 1];
  return (
    <Panel
      title="기업가치 추이"
      aside={
        last ? (
          <Text fz="sm" c="dimmed">
            {formatDate(last.on)} 기준 <b>{formatEok(last.value)}</b>
          </Text>
        ) : null
      }
    >
      <figure aria-label="기업가치 추이 차트" style={{ margin: 0 }}>
        <LineChart
          h={220}
          data={data}
          dataKey="day"
          valueFormatter={formatWonAxis}
          yAxisProps={{ width: 80 }}
          series={[{ name: SERIES, color: 'indigo.6' }]}
          curveType="monotone"
          withDots={false}
        />
      </figure>
    </Panel>
  );
}
