//! /lp-group-management/list: the firm's LP groups as cards, searchable by name, 10 a page;
//! '그룹 추가' opens the group modal and a card opens the group's page.
import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { DEFAULT_EMPTY_TEXT } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { GroupCard } from '../components/GroupCard';
import { GroupFormModal } from '../components/GroupFormModal';
import { useListGroupsQuery } from '../api';
import { lpGroupEditPath } from '../model';

export function LpGroupListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const query = useSearchDebounce(search.trim());
  const { page, setPage } = usePagedFilter([query]);
  const { data, isLoading, isFetching, isError, refetch } = useListGroupsQuery({
    q: query || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        title="LP 그룹 관리"
        description="LP를 그룹으로 묶어 메일 발송과 관리에 씁니다."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            그룹 추가
          </Button>
        }
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack gap="sm" px="lg" pt="md" pb="sm">
          <ListToolbar
            total={data?.total_count}
            search={search}
            onSearch={setSearch}
            placeholder="그룹명으로 검색"
            label="그룹 검색"
          />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="그룹 목록을 불러오지 못했습니다."
          emptyText={DEFAULT_EMPTY_TEXT}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
              spacing="md"
              p="lg"
              style={{ opacity: isFetching ? 0.6 : 1 }}
            >
              {items.map((group) => (
                <GroupCard
                  key={group.id}
                  group={group}
                  onOpen={() => void navigate(lpGroupEditPath(group.id))}
                />
              ))}
            </SimpleGrid>
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      <GroupFormModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
