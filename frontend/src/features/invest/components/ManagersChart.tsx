//! Each fund manager's invested beside its value, in one amount unit chosen from the largest
//! (spec section 9: 만원, 백만원, 천만원 or 억원), named above the chart and on the axis; the
//! tooltip gives each amount in the report format.
import { BarChart } from '@mantine/charts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatAxisAmount, formatWonReport, wonAxisUnit } from '@/shared/format';
import type { FundManagerDto } from '../api';
import { managerName } from '../figures';

const TITLE = '담당자별 투자금액·평가금액';

export function ManagersChart({ managers }: { managers: FundManagerDto[] }) {
  const data = managers.map((manager) => ({
    manager: managerName(manager),
    invested: manager.total.invested,
    value: manager.total.value,
  }));
  const axis = wonAxisUnit(
    Math.max(0, ...data.flatMap((row) => [Math.abs(row.invested), Math.abs(row.value)])),
  );
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack component="figure" gap="xs" m={0} aria-label={TITLE}>
        <Group justify="space-between" gap="sm">
          <Text component="figcaption" fw={600} fz="sm">
            {TITLE}
          </Text>
          <Text fz="xs" c="dimmed">
            단위: {axis.unit}
          </Text>
        </Group>
        <BarChart
          h={260}
          data={data}
          dataKey="manager"
          withLegend
          yAxisLabel={axis.unit}
          valueFormatter={(value) => formatWonReport(value)}
          yAxisProps={{
            width: 72,
            tickFormatter: (value: number) => formatAxisAmount(value, axis),
          }}
          series={[
            { name: 'invested', label: '투자금액', color: 'gray.5' },
            { name: 'value', label: '평가금액', color: 'brand.6' },
          ]}
        />
      </Stack>
    </Paper>
  );
}
