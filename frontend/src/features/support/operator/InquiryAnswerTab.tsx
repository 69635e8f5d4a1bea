//! The operators' 문의 답변 tab: every firm's inquiries, waiting ones first by default, with the
//! firm and the author; a title opens the inquiry with its answer form.
import { Anchor, Group, Paper, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { InquiryDto, InquiryStatusCode } from '../api';
import { inquiryCategoryLabel, inquiryStatusInfo } from '../model';
import { useListAllInquiriesQuery } from './api';
import { InquiryAnswerModal } from './InquiryAnswerModal';

type Filter = InquiryStatusCode | 'all';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'waiting', label: '답변 대기' },
  { value: 'answered', label: '답변 완료' },
  { value: 'all', label: '전체' },
];

function InquiryRows({ items, onOpen }: { items: InquiryDto[]; onOpen: (id: number) => void }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label="문의 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={110}>상태</Table.Th>
            <Table.Th w={120}>유형</Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={160}>회사</Table.Th>
            <Table.Th w={100}>작성자</Table.Th>
            <Table.Th w={110}>작성일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((inquiry) => (
            <Table.Tr key={inquiry.id}>
              <Table.Td>
                <StatusBadge info={inquiryStatusInfo(inquiry.status)} />
              </Table.Td>
              <Table.Td fz="sm" c="dimmed">
                {inquiryCategoryLabel(inquiry.category)}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  c="dark.7"
                  fw={500}
                  ta="left"
                  style={{ wordBreak: 'break-word' }}
                  onClick={() => onOpen(inquiry.id)}
                >
                  {inquiry.title}
                </Anchor>
              </Table.Td>
              <Table.Td fz="sm">{inquiry.company_name}</Table.Td>
              <Table.Td fz="sm">{inquiry.author_name}</Table.Td>
              <Table.Td fz="sm" c="dimmed">
                {formatDate(inquiry.created_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function InquiryAnswerTab() {
  const [filter, setFilter] = useState<Filter>('waiting');
  const { page, setPage } = usePagedFilter([filter]);
  const { data, isLoading, isFetching, isError, refetch } = useListAllInquiriesQuery({
    status: filter === 'all' ? undefined : filter,
    page,
    pageSize: PAGE_SIZE,
  });
  const [open, setOpen] = useState<{ opened: boolean; id: number | null }>({
    opened: false,
    id: null,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="답변 상태"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={FILTERS}
        />
        <ListToolbar total={data?.total_count} />
      </Group>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="문의를 불러오지 못했습니다."
          emptyText={filter === 'waiting' ? '답변을 기다리는 문의가 없습니다.' : '문의가 없습니다.'}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <div style={{ opacity: isFetching ? 0.6 : 1 }}>
              <InquiryRows items={items} onOpen={(id) => setOpen({ opened: true, id })} />
            </div>
          )}
        </ListBody>
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
      <InquiryAnswerModal
        opened={open.opened}
        inquiryId={open.id}
        onClose={() => setOpen((now) => ({ ...now, opened: false }))}
      />
    </Stack>
  );
}
