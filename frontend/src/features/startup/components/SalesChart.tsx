//! Sales over the reported years as bars: the trend is easier to see than to read off the
//! table. A year without reported sales has no bar. Every tick names its own unit.
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { formatWonAxis } from '@/shared/format';
import type { IncomeStatementDto } from '../api';

const SERIES = '매출액';

export function SalesChart({ statements }: { statements: IncomeStatementDto[] }) {
  if (!statements.some((statement) => typeof statement.sales === 'number')) return null;
  const data = statements.map((statement) => ({
    year: `${statement.year}년`,
    [SERIES]: statement.sales ?? null,
  }));
  return (
    <Box component="figure" aria-label="연도별 매출액" m={0} p="lg" pt="md">
      <BarChart
        h={200}
        data={data}
        dataKey="year"
        valueFormatter={formatWonAxis}
        // Room for the longest tick ('1,234.5만원') beside the axis.
        yAxisProps={{ width: 80 }}
        series={[{ name: SERIES, color: 'blue.6' }]}
      />
    </Box>
  );
}
