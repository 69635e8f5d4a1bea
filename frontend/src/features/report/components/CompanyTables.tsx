//! The tables of a company's side panel: its totals over the report's unions (투자 결과 보고서),
//! each union's holding of it (펀드별 투자 내역) and the rounds it raised (투자 유치 이력).
import {
  formatDate,
  formatEok,
  formatNumber,
  formatPercent,
  formatTimes,
  formatWonReport,
} from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { CompanyFiguresDto, FundLineDto, RoundLineDto } from '../api';
import { DataTable, type Column } from './DataTable';

type Totals = Pick<CompanyFiguresDto, 'total' | 'xirr' | 'xirr_under_a_year'>;

const TOTAL_COLUMNS: Column<Totals>[] = [
  { header: '투자금액', figure: true, cell: (row) => formatWonReport(row.total.invested) },
  { header: '평가금액', figure: true, cell: (row) => formatWonReport(row.total.value) },
  { header: '회수금', figure: true, cell: (row) => formatWonReport(row.total.recovered) },
  { header: '멀티플', figure: true, cell: (row) => formatTimes(row.total.multiple) },
  { header: 'DPI', figure: true, cell: (row) => formatTimes(row.total.dpi) },
  { header: 'RVPI', figure: true, cell: (row) => formatTimes(row.total.rvpi) },
  { header: '이익률', figure: true, cell: (row) => formatPercent(row.total.profit_rate) },
  { header: 'IRR', figure: true, cell: (row) => <IrrText value={row.xirr} underAYear={row.xirr_under_a_year} /> },
];

export function CompanyTotalsTable({ company }: { company: CompanyFiguresDto }) {
  return (
    <DataTable
      label={`${company.startup_name} 투자 결과`}
      columns={TOTAL_COLUMNS}
      rows={[company]}
      rowKey={() => company.startup_id}
    />
  );
}

const FUND_COLUMNS: Column<FundLineDto>[] = [
  { header: '조합명', cell: (row) => row.union_name },
  { header: '최초 투자일', cell: (row) => formatDate(row.first_invested_on) },
  { header: '보유 주식 수', figure: true, cell: (row) => `${formatNumber(row.shares_held)}주` },
  { header: '투자금액', figure: true, cell: (row) => formatWonReport(row.returns.invested) },
  { header: '평가금액', figure: true, cell: (row) => formatWonReport(row.returns.value) },
  { header: '회수금', figure: true, cell: (row) => formatWonReport(row.returns.recovered) },
  { header: '멀티플', figure: true, cell: (row) => formatTimes(row.returns.multiple) },
  { header: 'XIRR', figure: true, cell: (row) => <IrrText value={row.xirr} underAYear={row.xirr_under_a_year} /> },
];

export function FundsTable({ company }: { company: CompanyFiguresDto }) {
  return (
    <DataTable
      label={`${company.startup_name} 펀드별 투자 내역`}
      columns={FUND_COLUMNS}
      rows={company.funds}
      rowKey={(row) => row.union_id}
      minWidth={820}
    />
  );
}

const ROUND_COLUMNS: Column<RoundLineDto>[] = [
  { header: '투자일', cell: (row) => formatDate(row.on) },
  { header: '투자자', cell: (row) => row.investor },
  { header: '주식 종류', cell: (row) => row.stock_kind },
  { header: '주식 수', figure: true, cell: (row) => `${formatNumber(row.shares)}주` },
  { header: '주당 가격', figure: true, cell: (row) => `${formatNumber(row.price_per_share)}원` },
  { header: '투자금액', figure: true, cell: (row) => formatWonReport(row.amount) },
  { header: '투자 후 기업가치', figure: true, cell: (row) => formatEok(row.post_money) },
];

export function RoundsTable({ company }: { company: CompanyFiguresDto }) {
  return (
    <DataTable
      label={`${company.startup_name} 투자 유치 이력`}
      columns={ROUND_COLUMNS}
      rows={company.rounds}
      // A round has no id here: its day and investor tell it apart, its place in the list keeps
      // two alike apart.
      rowKey={(row) => `${row.on}-${row.investor}-${company.rounds.indexOf(row)}`}
      minWidth={820}
    />
  );
}
