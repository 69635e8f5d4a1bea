//! A union's holdings in its per-source report: per company, when it first invested, the shares
//! it holds at what price, the amounts, the multiple and the IRR.
import { formatDate, formatNumber, formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { HoldingDto } from '../api';
import { DataTable, type Column } from './DataTable';

const price = (row: HoldingDto) =>
  row.price_per_share === null || row.price_per_share === undefined
    ? '-'
    : `${formatNumber(row.price_per_share)}원`;

const COLUMNS: Column<HoldingDto>[] = [
  { header: '기업명', cell: (row) => row.startup_name },
  { header: '최초 투자일', cell: (row) => formatDate(row.first_invested_on) },
  { header: '보유 주식 수', figure: true, cell: (row) => `${formatNumber(row.shares_held)}주` },
  { header: '주당 가격', figure: true, cell: price },
  { header: '투자금액', figure: true, cell: (row) => formatWonReport(row.returns.invested) },
  { header: '평가금액', figure: true, cell: (row) => formatWonReport(row.returns.value) },
  { header: '회수금', figure: true, cell: (row) => formatWonReport(row.returns.recovered) },
  { header: '멀티플', figure: true, cell: (row) => formatTimes(row.returns.multiple) },
  { header: 'XIRR', figure: true, cell: (row) => <IrrText value={row.xirr} underAYear={row.xirr_under_a_year} /> },
];

export function HoldingsTable({ holdings }: { holdings: HoldingDto[] }) {
  return (
    <DataTable
      label="기업별 투자 내역"
      columns={COLUMNS}
      rows={holdings}
      rowKey={(row) => row.startup_id}
      minWidth={900}
      emptyText="투자한 기업이 없습니다."
    />
  );
}
