//! /lp-membership-management/list (LP 회원 관리): the firm's LPs by status, searchable by name or
//! e-mail, 10 a page, and the 'LP 등록' modal for an LP recorded by hand.
import { Button, Paper, ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LP_STATUS_ORDER, LP_STATUSES } from '@/entities/lp';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { DEFAULT_EMPTY_TEXT } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { LpMemberFormModal } from '../components/LpMemberFormModal';
import { LpMemberTable } from '../components/LpMemberTable';
import { useListLpMembersQuery } from '../api';
import { lpMemberDetailPath } from '../model';
import { oneOf } from '@/shared/codes/oneOf';

const ALL = 'all';
const STATUS_FILTERS = [
  { value: ALL, label: '전체' },
  ...LP_STATUS_ORDER.map((code) => ({ value: code, label: LP_STATUSES[code].label })),
];

export function LpMemberListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState(ALL);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const query = useSearchDebounce(search.trim());
  const { page, setPage } = usePagedFilter([status, query]);

  const { data, isLoading, isFetching, isError, refetch } = useListLpMembersQuery({
    status: oneOf(LP_STATUS_ORDER, status),
    q: query || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        title="LP 회원 관리"
        description="출자자(LP)의 상태와 참여 조합을 관리합니다."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            LP 등록
          </Button>
        }
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack gap="sm" px="lg" pt="md" pb="sm">
          <ScrollArea type="auto" offsetScrollbars>
            <SegmentedControl
              value={status}
              onChange={setStatus}
              data={STATUS_FILTERS}
              role="radiogroup"
              aria-label="LP 상태"
            />
          </ScrollArea>
          <ListToolbar
            total={data?.total_count}
            search={search}
            onSearch={setSearch}
            placeholder="이름, 이메일로 검색"
            label="LP 검색"
          />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="LP 목록을 불러오지 못했습니다."
          emptyText={DEFAULT_EMPTY_TEXT}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <LpMemberTable
              items={items}
              dimmed={isFetching}
              onOpen={(id) => void navigate(lpMemberDetailPath(id))}
            />
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      <LpMemberFormModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
