//! The '차트' tab of a company: the union's stake over time (percent, then its value beside the
//! company's), and the company's income statements by year.
import { LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { formatDate, formatNumber, formatPercent } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { CompanyFiguresDto } from '../api';
import { ChartFigure, WonChart } from './charts';

export function CompanyCharts({ company }: { company: CompanyFiguresDto }) {
  const history = company.history.map((point) => ({
    date: formatDate(point.on),
    stake_percent: point.stake_percent ?? null,
    stake_value: point.stake_value,
    company_value: point.company_value ?? null,
  }));
  const years = company.years.map((line) => ({
    year: `${line.year}년`,
    sales: line.sales ?? null,
    operating_profit: line.operating_profit ?? null,
    net_income: line.net_income ?? null,
  }));
  if (history.length === 0 && years.length === 0) {
    return <EmptyState text="차트로 볼 내역이 없습니다." py={32} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {history.length > 0 ? (
        <>
          <ChartFigure title="지분율 추이" unit="%">
            <LineChart
              h={220}
              data={history}
              dataKey="date"
              series={[{ name: 'stake_percent', label: '지분율', color: 'brand.6' }]}
              yAxisLabel="%"
              valueFormatter={(value) => formatPercent(value)}
              yAxisProps={{ width: 56, tickFormatter: (value: number) => formatNumber(value, 1) }}
              connectNulls
            />
          </ChartFigure>
          <WonChart
            title="지분 가치 추이"
            kind="line"
            data={history}
            dataKey="date"
            series={[{ key: 'stake_value', label: '지분 가치', color: 'teal.6' }]}
          />
          <WonChart
            title="기업 가치 추이"
            kind="line"
            data={history}
            dataKey="date"
            series={[{ key: 'company_value', label: '기업 가치', color: 'violet.6' }]}
          />
        </>
      ) : null}
      {years.length > 0 ? (
        <WonChart
          title="연도별 손익"
          kind="bar"
          data={years}
          dataKey="year"
          series={[
            { key: 'sales', label: '매출액', color: 'brand.6' },
            { key: 'operating_profit', label: '영업이익', color: 'teal.6' },
            { key: 'net_income', label: '당기순이익', color: 'orange.6' },
          ]}
        />
      ) : null}
    </SimpleGrid>
  );
}
