//! /task (업무 관리): the firm's tasks by view — 진행 중인 업무, 내 업무, 기한 지남, 완료, 전체 —
//! with each view's count, searchable by title, 10 a page, and '업무 추가'. The view, search
//! and page ride in the address (`?view=mine&q=…&page=2`), so '목록' from a task comes back
//! to them. Listing also brings the automatic tasks up to date on the server.
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useListParams } from '@/shared/hooks/useListParams';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useListTasksQuery } from '../api';
import { TaskFormModal } from '../components/TaskFormModal';
import { TaskTable } from '../components/TaskTable';
import { ViewTabs } from '../components/ViewTabs';
import { NO_TASKS, VIEW_TAB } from '../model';

export function TaskListPage() {
  const {
    tab: view,
    q,
    page,
    searchText,
    changeSearch,
    setTab: setView,
    setPage,
  } = useListParams({ tab: VIEW_TAB });
  const [creating, setCreating] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useListTasksQuery({
    view,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        title="업무 관리"
        description="회사의 업무를 나누어 맡고 진행 상황과 마감일을 함께 확인합니다."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            업무 추가
          </Button>
        }
      />
      <ViewTabs view={view} counts={data?.counts} onChange={setView}>
        {() => (
          <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
            <Stack px="lg" py="sm">
              <ListToolbar
                total={data?.total_count}
                search={searchText}
                onSearch={changeSearch}
                placeholder="업무 제목으로 검색"
                label="업무 제목 검색"
              />
            </Stack>
            {data && data.total_count === 0 ? (
              <EmptyState text={NO_TASKS} />
            ) : (
              <ListBody
                items={data?.items}
                isError={isError}
                isLoading={isLoading}
                errorTitle="업무 목록을 불러오지 못했습니다."
                emptyText="이 페이지에는 업무가 없습니다."
                onRetry={() => void refetch()}
              >
                {(items) => <TaskTable items={items} dimmed={isFetching} />}
              </ListBody>
            )}
            <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
              <Pagination page={page} totalPages={totalPages} onChange={setPage} />
            </Group>
          </Paper>
        )}
      </ViewTabs>
      <TaskFormModal task={null} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
