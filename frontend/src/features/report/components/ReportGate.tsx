//! Loads the report a page is about and shows it only once it is there: a missing or unknown
//! `report_no` reads as not found, another failure as a retry, and a legacy report (made before
//! 2024.05.30) goes to the legacy result page.
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { useGetReportQuery, type ReportDto } from '../api';
import { cardPath, REPORT_STATUS_PATH } from '../model';

export function ReportNotFound({ title = '보고서를 찾을 수 없습니다.' }: { title?: string }) {
  return <NotFound title={title} backTo={REPORT_STATUS_PATH} backLabel="보고서 현황으로 이동" />;
}

export function ReportGate({
  reportId,
  children,
}: {
  reportId: number | null;
  children: (report: ReportDto) => ReactNode;
}) {
  const { data, error, refetch } = useGetReportQuery(
    { reportId: reportId ?? 0 },
    { skip: reportId === null },
  );
  if (reportId === null || (error as ApiError | undefined)?.status === 404) {
    return <ReportNotFound />;
  }
  if (error) {
    return (
      <LoadError
        title="보고서를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="sm" data-testid="report-loading">
        <Skeleton h={72} />
        <Skeleton h={96} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (data.card.legacy) return <Navigate to={cardPath(data.card)} replace />;
  return children(data);
}
