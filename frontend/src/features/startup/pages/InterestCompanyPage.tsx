//! /interest-company (관심 기업): the companies the firm bookmarked on their profiles, the latest
//! first, as the search's cards, 10 a page. Only an investor firm has such a list.
import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StartupCard } from '../components/StartupCard';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { INTEREST_COMPANY_PATH, STARTUP_SEARCH_PATH } from '../model';
import { useInterestCompaniesQuery } from '../api';

const NO_INTEREST_TEXT = '관심 기업이 없습니다.';
const INVESTOR_ONLY_TEXT = '관심 기업은 투자사 회원만 이용할 수 있습니다.';

export function InterestCompanyPage() {
  const investor = useIsInvestor();
  const { page, setPage } = usePagedFilter([]);
  const { data, error, isLoading, isFetching, isError, refetch } = useInterestCompaniesQuery(
    { page, pageSize: PAGE_SIZE },
    { skip: investor !== true },
  );
  const refused = investor === false || (error as ApiError | undefined)?.status === 403;
  const totalPages = data && !isError ? totalPagesOf(data.total_count, data.page_size) : 1;

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
          title="관심 기업을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  } else if (data && data.items.length === 0) {
    body = (
      <EmptyState
        text={NO_INTEREST_TEXT}
        action={
          <Button component={RouterLink} to={STARTUP_SEARCH_PATH} variant="light">
            스타트업 검색
          </Button>
        }
      />
    );
  } else {
    body = (
      <ListBody
        items={data?.items}
        isError={false}
        // Until the user is known the query waits: that is loading too.
        isLoading={isLoading || !data}
        errorTitle=""
        emptyText={NO_INTEREST_TEXT}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <Stack gap="sm" px="lg" pb="lg" style={{ opacity: isFetching ? 0.6 : 1 }}>
            {items.map((startup) => (
              <StartupCard key={startup.id} startup={startup} backTo={INTEREST_COMPANY_PATH} />
            ))}
          </Stack>
        )}
      </ListBody>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="관심 기업"
        description="기업 정보에서 별표로 추가한 기업을 최근 추가한 순서로 보여 줍니다."
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack px="lg" pt="md" pb="sm">
          <ListToolbar total={isError || !data ? undefined : data.total_count} unit="개" />
        </Stack>
        {body}
        <Stack pb={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
