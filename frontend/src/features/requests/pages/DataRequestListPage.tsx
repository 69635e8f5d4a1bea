//! /data-requests (자료 요청): the firm's requests to startups, the latest first, 10 a page, each
//! with its progress; the way to a new request. Only an investor firm sends requests.
import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListDataRequestsQuery } from '../api';
import { RequestListTable } from '../components/RequestListTable';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { DATA_REQUEST_NEW_PATH, INVESTOR_ONLY_TEXT } from '../model';
import { koreanToday } from '@/shared/format';

const NO_REQUESTS_TEXT = '보낸 자료 요청이 없습니다.';

export function DataRequestListPage() {
  const investor = useIsInvestor();
  const { page, setPage } = usePagedFilter([]);
  const { data, error, isLoading, isFetching, isError, refetch } = useListDataRequestsQuery(
    { page, pageSize: PAGE_SIZE },
    { skip: investor !== true },
  );
  const refused = investor === false || (error as ApiError | undefined)?.status === 403;
  const totalPages = data && !isError ? totalPagesOf(data.total_count, data.page_size) : 1;
  const today = koreanToday();

  let body;
  if (refused) {
    body = (
      <Alert color="gray" variant="light" m="lg">
        {INVESTOR_ONLY_TEXT}
      </Alert>
    );
  } else if (isError) {
    body = (
      <Stack p="lg">
        <LoadError
          title="자료 요청 목록을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  } else {
    body = (
      <ListBody
        items={data?.items}
        isError={false}
        // Until the user is known the query waits: that is loading too.
        isLoading={isLoading || !data}
        errorTitle=""
        emptyText={NO_REQUESTS_TEXT}
        onRetry={() => void refetch()}
      >
        {(items) => <RequestListTable requests={items} today={today} dimmed={isFetching} />}
      </ListBody>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="자료 요청"
        description="포트폴리오 기업에 분기 실적과 서류를 요청하고 응답 현황을 확인합니다."
        actions={
          investor === false ? null : (
            <Button
              component={RouterLink}
              to={DATA_REQUEST_NEW_PATH}
              leftSection={<IconPlus size={18} />}
            >
              자료 요청하기
            </Button>
          )
        }
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack px="lg" pt="md" pb="sm">
          <ListToolbar total={isError || !data ? undefined : data.total_count} />
        </Stack>
        {body}
        <Stack pb={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
