//! A legacy report's companies in one table: invested, the stake's value, what was invested in
//! and got back from the shares sold, the multiple and 이익률. A row opens the company's detail.
import { Group, Text } from '@mantine/core';
import { formatPercent, formatTimes, formatWonReport } from '@/shared/format';
import type { LegacyCompanyDto } from '@/features/report/api';
import { DataTable, type Column } from '@/features/report/components/DataTable';
import { companyBenefit, companyMultiple, isRecovered } from '../model';
import { RecoveredBadge } from './LegacyCompanyCard';

interface Row {
  index: number;
  company: LegacyCompanyDto;
}

const COLUMNS: Column<Row>[] = [
  {
    header: '기업명',
    cell: ({ company }) => (
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} fz="sm">
          {company.cmpy_name}
        </Text>
        {isRecovered(company) ? <RecoveredBadge /> : null}
      </Group>
    ),
  },
  {
    header: '투자금액',
    figure: true,
    cell: ({ company }) => formatWonReport(company.invest_money),
  },
  {
    header: '지분 가치',
    figure: true,
    cell: ({ company }) => formatWonReport(company.stock_value_money),
  },
  {
    header: '회수 투자금',
    figure: true,
    cell: ({ company }) => formatWonReport(company.invest_collect_money),
  },
  { header: '회수금', figure: true, cell: ({ company }) => formatWonReport(company.collect_money) },
  { header: '멀티플', figure: true, cell: ({ company }) => formatTimes(companyMultiple(company)) },
  { header: '이익률', figure: true, cell: ({ company }) => formatPercent(companyBenefit(company)) },
];

export function LegacyCompaniesTable({
  companies,
  onOpen,
}: {
  companies: LegacyCompanyDto[];
  /** Opens the company at this place of the report. */
  onOpen?: (index: number) => void;
}) {
  return (
    <DataTable
      label="기업별 투자 현황"
      columns={COLUMNS}
      rows={companies.map((company, index) => ({ index, company }))}
      rowKey={(row) => row.index}
      onOpen={onOpen ? (row) => onOpen(row.index) : undefined}
      minWidth={820}
      emptyText="보고서에 담긴 기업이 없습니다."
    />
  );
}
