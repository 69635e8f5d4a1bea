//! /lp-invest-union-management/list: the firm's unions by status, searchable by name, 10 a page.
import {
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  UNION_CREATE_PATH,
  UNION_STATUS_ORDER,
  UNION_STATUSES,
  UnionStatusBadge,
} from '@/entities/union';
import { formatDate, formatProgress, formatWonUnit } from '@/shared/format';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { IconPlus } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListUnionsQuery, type UnionListItem } from '../api';
import { fundTypeLabel, unionDetailPath } from '../model';
import { oneOf } from '@/shared/codes/oneOf';

const ALL = 'all';
const STATUS_FILTERS = [
  { value: ALL, label: '전체' },
  ...UNION_STATUS_ORDER.map((code) => ({ value: code, label: UNION_STATUSES[code].label })),
];

function UnionRow({ union, onOpen }: { union: UnionListItem; onOpen: () => void }) {
  const percent = Math.round(union.progress * 100);
  return (
    <Table.Tr
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td fw={600}>{union.name}</Table.Td>
      <Table.Td>
        <UnionStatusBadge status={union.status} size="sm" />
      </Table.Td>
      <Table.Td>{fundTypeLabel(union.fund_type)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(union.recruitment_start_date)} ~ {formatDate(union.recruitment_end_date)}
      </Table.Td>
      <Table.Td ta="right">{formatWonUnit(union.target_amount)}</Table.Td>
      <Table.Td ta="right">{formatWonUnit(union.applied_amount)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={Math.min(percent, 100)}
            w={72}
            size="sm"
            aria-label={`진행률 ${formatProgress(union.progress)}`}
          />
          <Text fz="sm" w={40} ta="right">
            {formatProgress(union.progress)}
          </Text>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function UnionListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState(ALL);
  const [search, setSearch] = useState('');
  const query = useSearchDebounce(search.trim());
  const { page, setPage } = usePagedFilter([status, query]);

  const { data, isLoading, isFetching, isError, refetch } = useListUnionsQuery({
    status: oneOf(UNION_STATUS_ORDER, status),
    q: query || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="lg">
      <PageHeader
        title="조합 관리"
        description="조합의 모집 현황을 확인하고 새 조합을 등록합니다."
        actions={
          <Button
            component={RouterLink}
            to={UNION_CREATE_PATH}
            leftSection={<IconPlus size={18} />}
          >
            조합 등록
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
              aria-label="조합 상태"
            />
          </ScrollArea>
          <ListToolbar
            total={data?.total_count}
            search={search}
            onSearch={setSearch}
            placeholder="조합명으로 검색"
            label="조합명 검색"
          />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="조합 목록을 불러오지 못했습니다."
          emptyText="조합 목록이 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <Table.ScrollContainer minWidth={960}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="lg"
                highlightOnHover
                style={{ opacity: isFetching ? 0.6 : 1 }}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>조합명</Table.Th>
                    <Table.Th>상태</Table.Th>
                    <Table.Th>조합 유형</Table.Th>
                    <Table.Th>모집기간</Table.Th>
                    <Table.Th ta="right">결성 목표액</Table.Th>
                    <Table.Th ta="right">신청 금액</Table.Th>
                    <Table.Th>진행률</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((union) => (
                    <UnionRow
                      key={union.id}
                      union={union}
                      onOpen={() => void navigate(unionDetailPath(union.id))}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
