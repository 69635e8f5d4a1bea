//! /old-report and /old-report/status (이전 보고서): the reports the previous system made before
//! 2024.05.30, read-only: name, when and by whom, how it was made, its companies and members.
//! A row opens the report.
import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useListLegacyReportsQuery, type LegacyReportCardDto } from '@/features/report/api';
import { DataTable, type Column } from '@/features/report/components/DataTable';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { LEGACY_NOTE, legacyResultPath, reportTypeLabel } from '../model';

const COLUMNS: Column<LegacyReportCardDto>[] = [
  {
    header: '보고서명',
    cell: (card) => (
      <Text fw={600} fz="sm">
        {card.rpt_name}
      </Text>
    ),
  },
  { header: '작성일', cell: (card) => formatDate(card.create_at) },
  { header: '작성자', cell: (card) => card.create_by },
  { header: '구분', cell: (card) => reportTypeLabel(card.report_type) },
  { header: '기업 수', figure: true, cell: (card) => `${formatNumber(card.company_count)}곳` },
  { header: '회원 수', figure: true, cell: (card) => `${formatNumber(card.member_count)}명` },
];

export function LegacyStatusPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useListLegacyReportsQuery();

  let body;
  if (error) {
    body = (
      <LoadError
        title="이전 보고서 목록을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {data.length === 0 ? (
          <EmptyState text="이전 시스템에서 가져온 보고서가 없습니다." />
        ) : (
          <DataTable
            label="이전 보고서 목록"
            columns={COLUMNS}
            rows={data}
            rowKey={(card) => card.rpt_mng_no}
            onOpen={(card) => void navigate(legacyResultPath(card.rpt_mng_no))}
          />
        )}
      </Paper>
    );
  }

  return (
    <ReportLayout>
      <Stack gap="lg">
        <PageHeader title="이전 보고서" description="이전 시스템에서 만든 투자 보고서입니다." />
        <Alert color="gray" variant="light">
          {LEGACY_NOTE}
        </Alert>
        {body}
      </Stack>
    </ReportLayout>
  );
}
