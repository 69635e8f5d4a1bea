//! Target, applied and paid amounts of each union side by side: how far each recruitment has come
//! is easier to see than to read off numbers. Every tick names its own unit (5,000만원, 1.2억원).
import { BarChart } from '@mantine/charts';
import { formatWonAxis } from '@/shared/format';
import type { UnionProgressDto } from '../api';

export function UnionAmountsChart({ unions }: { unions: UnionProgressDto[] }) {
  const data = unions.map((u) => ({
    union: u.name,
    목표: u.target_amount,
    신청: u.applied_amount,
    납입: u.paid_amount,
  }));
  return (
    <figure aria-label="조합별 목표·신청·납입 금액" style={{ margin: 0 }}>
      <BarChart
        h={260}
        data={data}
        dataKey="union"
        withLegend
        valueFormatter={formatWonAxis}
        // Room for the longest tick ('1,234.5만원') beside the axis.
        yAxisProps={{ width: 80 }}
        series={[
          { name: '목표', color: 'gray.4' },
          { name: '신청', color: 'blue.6' },
          { name: '납입', color: 'teal.6' },
        ]}
      />
    </figure>
  );
}
