//! /raw-download (원천 데이터 다운로드): the firm's unions, applications, LP members and mail
//! history as one workbook, a sheet each, with the sheets to include chosen here. Only investment
//! firms have them: anyone else sees the server's reason instead.
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useRawDataSummaryQuery } from '../api';
import { RawDownloadCard } from '../components/RawDownloadCard';

const INTRO =
  '회사의 조합, 출자 신청, LP 회원, 메일 발송 이력을 엑셀 파일 하나로 내려받습니다. 시트마다 한 종류의 기록이 담깁니다.';
const LEDGER_NOTE = '원장(투자 내역) 시트는 투자 원장 기능과 함께 추가될 예정입니다.';

function Content() {
  // Read again on every visit: the counts change as the firm works.
  const { data, error, refetch } = useRawDataSummaryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if ((error as ApiError | undefined)?.status === 403) {
    return (
      <Paper withBorder shadow="xs" data-testid="raw-data-refused">
        <EmptyState text={(error as ApiError).message} />
      </Paper>
    );
  }
  if (error) {
    return (
      <LoadError
        title="원천 데이터를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <Skeleton h={260} data-testid="raw-data-loading" />;
  return (
    <Stack gap="sm">
      <RawDownloadCard sheets={data.sheets} />
      <Text fz="sm" c="dimmed">
        {LEDGER_NOTE}
      </Text>
    </Stack>
  );
}

export function RawDownloadPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="원천 데이터 다운로드" description={INTRO} />
      <Content />
    </Stack>
  );
}
