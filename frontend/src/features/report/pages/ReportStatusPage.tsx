//! /report/status (보고서 현황): the reports being made in this session, then the firm's reports,
//! each with its scope, size, author, date and state, and a link to open it.
import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListReportsQuery } from '../api';
import { ReportLayout } from '../components/ReportLayout';
import { StatusTable } from '../components/StatusTable';
import { REPORT_CREATE_PATH, statusRows } from '../model';
import { useDismissPending, usePendingReports } from '../pending';

export function ReportStatusPage() {
  const { data, error, isLoading, refetch } = useListReportsQuery();
  const pending = usePendingReports();
  const dismiss = useDismissPending();
  const rows = statusRows(pending, data ?? []);

  let table;
  if (rows.length > 0) {
    table = <StatusTable rows={rows} onDismiss={dismiss} />;
  } else if (isLoading) {
    table = (
      <Stack p="lg" gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  } else if (!error) {
    table = (
      <EmptyState
        text="만든 보고서가 없습니다."
        action={
          <Button
            component={RouterLink}
            to={REPORT_CREATE_PATH}
            leftSection={<IconPlus size={16} />}
          >
            새 보고서 만들기
          </Button>
        }
      />
    );
  }

  return (
    <ReportLayout>
      <Stack gap="lg">
        <PageHeader
          title="보고서 현황"
          description="만들고 있는 보고서와 만든 보고서를 확인합니다."
        />
        {error ? (
          <LoadError
            title="보고서 목록을 불러오지 못했습니다."
            error={error}
            onRetry={() => void refetch()}
          />
        ) : null}
        {table ? (
          <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
            {table}
          </Paper>
        ) : null}
      </Stack>
    </ReportLayout>
  );
}
