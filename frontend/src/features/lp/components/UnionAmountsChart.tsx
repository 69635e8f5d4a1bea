//! Target, applied and paid amounts of each union side by side: how far each recruitment has come
//! is easier to see than to read off numbers. The axis unit follows the spec's chart rule.
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { chartAmountUnit, formatNumber } from '@/shared/format';
import type { UnionProgressDto } from '../lpApi';

export function UnionAmountsChart({ unions }: { unions: UnionProgressDto[] }) {
  const max = Math.max(0, ...unions.map((u) => Math.max(u.target_amount, u.applied_amount)));
  const unit = chartAmountUnit(max);
  const scale = (won: number) => Math.round((won / unit.divisor) * 10) / 10;
  const data = unions.map((u) => ({
    union: u.name,
    목표: scale(u.target_amount),
    신청: scale(u.applied_amount),
    납입: scale(u.paid_amount),
  }));
  return (
    <figure aria-label="조합별 목표·신청·납입 금액" style={{ margin: 0 }}>
      <Text fz="xs" c="dimmed" ta="right" mb={4}>
        단위: {unit.label}
      </Text>
      <BarChart
        h={260}
        data={data}
        dataKey="union"
        withLegend
        valueFormatter={(value) => `${formatNumber(value, 1)}${unit.label}`}
        series={[
          { name: '목표', color: 'gray.4' },
          { name: '신청', color: 'blue.6' },
          { name: '납입', color: 'teal.6' },
        ]}
      />
    </figure>
  );
}
