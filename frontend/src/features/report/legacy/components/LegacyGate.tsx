//! Loads the legacy report a page is about and shows the page only once it is there: a missing
//! or unknown `rpt_mng_no` reads as not found, another failure as a retry.
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { useGetLegacyReportQuery, type LegacyReportDto } from '@/features/report/api';
import { LEGACY_STATUS_PATH } from '../model';

export function LegacyNotFound() {
  return (
    <NotFound
      title="이전 보고서를 찾을 수 없습니다."
      text="보고서 번호가 없거나 잘못되었습니다. 이전 보고서 목록에서 다시 선택해 주세요."
      backTo={LEGACY_STATUS_PATH}
      backLabel="이전 보고서 목록으로 이동"
    />
  );
}

export function LegacyGate({
  reportNo,
  children,
}: {
  reportNo: number | null;
  children: (report: LegacyReportDto) => ReactNode;
}) {
  const { data, error, refetch } = useGetLegacyReportQuery(
    { rptMngNo: reportNo ?? 0 },
    { skip: reportNo === null },
  );
  if (reportNo === null || (error as ApiError | undefined)?.status === 404) {
    return <LegacyNotFound />;
  }
  if (error) {
    return (
      <LoadError
        title="이전 보고서를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="sm" data-testid="legacy-loading">
        <Skeleton h={72} />
        <Skeleton h={96} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  return children(data);
}
