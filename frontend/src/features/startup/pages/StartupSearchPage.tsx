//! /search-startup (스타트업 검색): the filter sidebar, the company-name box with suggestions and
//! the matching companies as cards, 10 a page. The filters live in the address; '검색 저장' keeps
//! them under a /search-result/{id} link.
import { Alert, Grid, Group, List, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { FilterSidebar } from '../components/FilterSidebar';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { StartupCard } from '../components/StartupCard';
import { StartupNameSearch } from '../components/StartupNameSearch';
import { filterErrors, searchArgs } from '../filters';
import { useStartupFilters } from '../hooks/useStartupFilters';
import { useSearchStartupsQuery } from '../api';

const NO_STARTUPS_TEXT = '등록된 기업자료가 없습니다';

export function StartupSearchPage() {
  const location = useLocation();
  const { filters, update, reset, page, setPage } = useStartupFilters();
  // 초기화 remounts the typed boxes: a value still waiting for its pause dies with them.
  const [generation, setGeneration] = useState(0);

  const { data, error, isLoading, isFetching, isError, refetch } = useSearchStartupsQuery(
    searchArgs(filters, page, PAGE_SIZE),
  );
  const apiError = error as ApiError | undefined;
  const refused = apiError?.status === 422 ? filterErrors(apiError) : null;
  const totalPages = data && !isError ? totalPagesOf(data.total_count, data.page_size) : 1;
  const backTo = `${location.pathname}${location.search}`;

  const clear = () => {
    reset();
    setGeneration((count) => count + 1);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="스타트업 검색"
        description="업종, 지역, 매출과 투자 규모, 설립일로 스타트업을 찾습니다."
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <FilterSidebar
            key={generation}
            filters={filters}
            errors={refused?.byField ?? {}}
            onChange={update}
            onReset={clear}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
            <Stack gap="sm" px="lg" pt="md" pb="sm">
              <StartupNameSearch
                key={generation}
                committed={filters.q}
                onCommit={(q) => update({ q })}
                error={refused?.byField.q}
              />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <ListToolbar total={isError ? undefined : data?.total_count} unit="개" />
                <SaveSearchButton filters={filters} />
              </Group>
            </Stack>
            {refused ? (
              <Alert color="orange" variant="light" m="lg" title="검색 조건을 확인해 주세요.">
                {refused.unplaced.length > 0 ? (
                  <List size="sm">
                    {refused.unplaced.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                ) : (
                  apiError?.message
                )}
              </Alert>
            ) : isError ? (
              <Stack p="lg">
                <LoadError
                  title="기업 목록을 불러오지 못했습니다."
                  error={error}
                  onRetry={() => void refetch()}
                />
              </Stack>
            ) : (
              <ListBody
                items={data?.items}
                isError={false}
                isLoading={isLoading}
                errorTitle=""
                emptyText={NO_STARTUPS_TEXT}
                onRetry={() => void refetch()}
              >
                {(items) => (
                  <Stack gap="sm" px="lg" pb="lg" style={{ opacity: isFetching ? 0.6 : 1 }}>
                    {items.map((startup) => (
                      <StartupCard key={startup.id} startup={startup} backTo={backTo} />
                    ))}
                  </Stack>
                )}
              </ListBody>
            )}
            <Stack pb={totalPages > 1 ? 'md' : 0}>
              <Pagination page={page} totalPages={totalPages} onChange={setPage} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
