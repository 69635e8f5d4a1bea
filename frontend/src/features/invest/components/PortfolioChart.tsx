//! Each startup's invested, value and recovered side by side: which holdings carry the union is
//! easier to see than to read off the cards. Every tick names its own unit (5,000만원, 1.2억원).
import { BarChart } from '@mantine/charts';
import { Paper } from '@mantine/core';
import { formatWonAxis } from '@/shared/format';
import type { PortfolioRowDto } from '../api';

export function PortfolioChart({ rows }: { rows: PortfolioRowDto[] }) {
  const data = rows.map((row) => ({
    startup: row.startup_name,
    투자금: row.returns.invested,
    평가액: row.returns.value,
    회수금: row.returns.recovered,
  }));
  return (
    <Paper withBorder shadow="xs" p="lg">
      <figure aria-label="기업별 투자금·평가액·회수금" style={{ margin: 0 }}>
        <BarChart
          h={260}
          data={data}
          dataKey="startup"
          withLegend
          valueFormatter={formatWonAxis}
          // Room for the longest tick ('1,234.5만원') beside the axis.
          yAxisProps={{ width: 80 }}
          series={[
            { name: '투자금', color: 'gray.5' },
            { name: '평가액', color: 'blue.6' },
            { name: '회수금', color: 'teal.6' },
          ]}
        />
      </figure>
    </Paper>
  );
}
