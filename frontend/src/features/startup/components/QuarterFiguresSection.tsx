//! 분기 실적: the quarters the startup reported answering data requests (the latest eight,
//! oldest first) as a table, one column a quarter, and its sales as bars once there are two
//! quarters to compare. Nothing shows for a startup that never reported a quarter.
import { BarChart } from '@mantine/charts';
import { Box, Table } from '@mantine/core';
import { formatNumber, formatWonAxis, formatWonReport } from '@/shared/format';
import { Panel } from '@/shared/ui/Panel';
import type { QuarterFiguresDto } from '../api';

const TITLE = '분기 실적';
const SERIES = '분기 매출';

const headcountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${formatNumber(value)}명`;

const ROWS: { label: string; value: (quarter: QuarterFiguresDto) => string }[] = [
  { label: '분기 매출', value: (quarter) => formatWonReport(quarter.sales) },
  { label: '현금 잔고', value: (quarter) => formatWonReport(quarter.cash) },
  { label: '임직원 수', value: (quarter) => headcountText(quarter.headcount) },
];

function QuarterSalesChart({ quarters }: { quarters: QuarterFiguresDto[] }) {
  if (quarters.length < 2 || !quarters.some((quarter) => typeof quarter.sales === 'number')) {
    return null;
  }
  const data = quarters.map((quarter) => ({
    quarter: quarter.label,
    [SERIES]: quarter.sales ?? null,
  }));
  return (
    <Box component="figure" aria-label="분기별 매출" m={0} p="lg" pt="md">
      <BarChart
        h={200}
        data={data}
        dataKey="quarter"
        valueFormatter={formatWonAxis}
        // Room for the longest tick ('1,234.5만원') beside the axis.
        yAxisProps={{ width: 80 }}
        series={[{ name: SERIES, color: 'teal.6' }]}
      />
    </Box>
  );
}

export function QuarterFiguresSection({ quarters }: { quarters: QuarterFiguresDto[] }) {
  if (quarters.length === 0) return null;
  const key = (quarter: QuarterFiguresDto) => `${quarter.year}-${quarter.quarter}`;
  return (
    <Panel title={TITLE} padded={false}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" horizontalSpacing="lg" striped aria-label={TITLE}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>구분</Table.Th>
              {quarters.map((quarter) => (
                <Table.Th key={key(quarter)} ta="right">
                  {quarter.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                {quarters.map((quarter) => (
                  <Table.Td key={key(quarter)} ta="right">
                    {row.value(quarter)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <QuarterSalesChart quarters={quarters} />
    </Panel>
  );
}
