//! /data-requests/{requestId} (자료 요청 상세): what a request asked, how many startups answered,
//! and each startup's status, reminders, mail and answers. Another firm's request is not found.
import { Alert, Button, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetDataRequestQuery } from '../api';
import { AskPanel } from '../components/AskPanel';
import { RequestTiles } from '../components/RequestTiles';
import { TargetTable } from '../components/TargetTable';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { DATA_REQUESTS_PATH, INVESTOR_ONLY_TEXT } from '../model';
import { koreanToday } from '@/shared/format';

const NOT_FOUND = {
  title: '자료 요청을 찾을 수 없습니다.',
  backTo: DATA_REQUESTS_PATH,
  backLabel: '자료 요청 목록으로 이동',
};

/** A positive whole number from the path, or null. */
function requestIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function DataRequestDetailPage() {
  const requestId = requestIdParam(useParams().requestId);
  const investor = useIsInvestor();
  const { data, error, isLoading, refetch } = useGetDataRequestQuery(
    { requestId: requestId ?? 0 },
    // Answers arrive while the page is closed: opening it again asks anew.
    { skip: requestId === null || investor !== true, refetchOnMountOrArgChange: true },
  );
  const status = (error as ApiError | undefined)?.status;

  if (requestId === null || status === 404) return <NotFound {...NOT_FOUND} />;
  if (investor === false || status === 403) {
    return (
      <Alert color="gray" variant="light">
        {INVESTOR_ONLY_TEXT}
      </Alert>
    );
  }
  if (error) {
    return (
      <LoadError
        title="자료 요청을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={160} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  const { request, targets } = data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={request.ask.title}
        description={request.ask.summary}
        actions={
          <Button component={RouterLink} to={DATA_REQUESTS_PATH} variant="default">
            목록
          </Button>
        }
      />
      <AskPanel request={request} today={koreanToday()} />
      <RequestTiles request={request} />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Title order={2} fz={18} p="lg" pb="sm">
          기업별 응답
        </Title>
        <TargetTable targets={targets} ask={request.ask} />
      </Paper>
    </Stack>
  );
}
