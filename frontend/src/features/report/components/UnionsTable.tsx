//! The per-source report's unions: what each invested, holds and got back, its TVPI split into
//! DPI and RVPI, and its IRR. A row opens the union's report.
import { formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import type { UnionFiguresDto } from '../api';
import { DataTable, type Column } from './DataTable';

const COLUMNS: Column<UnionFiguresDto>[] = [
  { header: '조합명', cell: (row) => row.union_name },
  { header: '투자금액', figure: true, cell: (row) => formatWonReport(row.total.invested) },
  { header: '평가금액', figure: true, cell: (row) => formatWonReport(row.total.value) },
  { header: '회수금', figure: true, cell: (row) => formatWonReport(row.total.recovered) },
  { header: 'TVPI', figure: true, cell: (row) => formatTimes(row.total.multiple) },
  { header: 'DPI', figure: true, cell: (row) => formatTimes(row.total.dpi) },
  { header: 'RVPI', figure: true, cell: (row) => formatTimes(row.total.rvpi) },
  { header: 'IRR', figure: true, cell: (row) => <IrrText value={row.xirr} underAYear={row.xirr_under_a_year} /> },
];

export function UnionsTable({
  unions,
  onOpen,
}: {
  unions: UnionFiguresDto[];
  onOpen: (union: UnionFiguresDto) => void;
}) {
  return (
    <DataTable
      label="조합별 투자 성과"
      columns={COLUMNS}
      rows={unions}
      rowKey={(row) => row.union_id}
      onOpen={onOpen}
      emptyText="보고서에 담긴 조합이 없습니다."
    />
  );
}
