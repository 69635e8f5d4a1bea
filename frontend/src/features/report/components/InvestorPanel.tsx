//! The investor side panel of a company (spec "Report screens"): '차트' first, then the
//! investment result, the holdings per fund and the rounds the company raised. Only the open tab
//! is drawn.
import { Tabs } from '@mantine/core';
import type { CompanyFiguresDto } from '../api';
import { CompanyCharts } from './CompanyCharts';
import { CompanyTotalsTable, FundsTable, RoundsTable } from './CompanyTables';

export function InvestorPanel({ company }: { company: CompanyFiguresDto }) {
  return (
    <Tabs defaultValue="chart" keepMounted={false} style={{ flex: 1, minWidth: 0 }}>
      <Tabs.List>
        <Tabs.Tab value="chart">차트</Tabs.Tab>
        <Tabs.Tab value="result">투자 결과 보고서</Tabs.Tab>
        <Tabs.Tab value="funds">펀드별 투자 내역</Tabs.Tab>
        <Tabs.Tab value="rounds">투자 유치 이력</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="chart" pt="md">
        <CompanyCharts company={company} />
      </Tabs.Panel>
      <Tabs.Panel value="result" pt="md">
        <CompanyTotalsTable company={company} />
      </Tabs.Panel>
      <Tabs.Panel value="funds" pt="md">
        <FundsTable company={company} />
      </Tabs.Panel>
      <Tabs.Panel value="rounds" pt="md">
        <RoundsTable company={company} />
      </Tabs.Panel>
    </Tabs>
  );
}
