//! /notice (공지사항): every notice, pinned ones first under a '공지' badge, searchable by title,
//! 10 a page. The search and the page ride in the address, and a title opens its notice with
//! them, so its '목록' comes back to the same rows. Open to visitors (landing layout) and users.
import { Anchor, Badge, Group, Paper, Stack, Table } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { formatDate } from '@/shared/format';
import { useListParams } from '@/shared/hooks/useListParams';
import type { FromList } from '@/shared/navigation/fromList';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListNoticesQuery, type NoticeSummaryDto } from '../api';
import { SupportFrame } from '../components/SupportFrame';
import { noticeDetailPath } from '../paths';

function NoticeRows({
  items,
  firstNumber,
  dimmed,
}: {
  items: NoticeSummaryDto[];
  /** The number of the first row: the board counts down from the newest. */
  firstNumber: number;
  dimmed: boolean;
}) {
  const { search } = useLocation();
  const state: FromList = { list: search };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing="md"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="공지사항 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={88} ta="center">
              번호
            </Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={128} ta="center">
              등록일
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((notice, index) => (
            <Table.Tr key={notice.id} bg={notice.pinned ? 'blue.0' : undefined}>
              <Table.Td ta="center" c="dimmed" fz="sm">
                {notice.pinned ? (
                  <Badge variant="filled" radius="sm" size="sm">
                    공지
                  </Badge>
                ) : (
                  firstNumber - index
                )}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={RouterLink}
                  to={noticeDetailPath(notice.id)}
                  state={state}
                  c="dark.7"
                  fw={notice.pinned ? 700 : 500}
                  style={{ wordBreak: 'break-word' }}
                >
                  {notice.title}
                </Anchor>
              </Table.Td>
              {/* Darker than dimmed on the pinned rows' tint, for contrast (WCAG AA). */}
              <Table.Td ta="center" c={notice.pinned ? 'gray.7' : 'dimmed'} fz="sm">
                {formatDate(notice.published_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function NoticePage() {
  const { q, page, searchText, changeSearch, setPage } = useListParams();
  const { data, isLoading, isFetching, isError, refetch } = useListNoticesQuery({
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <SupportFrame>
      <PageHeader
        title="공지사항"
        description="서비스 업데이트와 점검, 정책 변경 소식을 알려드립니다."
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack px="lg" py="sm">
          <ListToolbar
            total={data?.total_count}
            search={searchText}
            onSearch={changeSearch}
            placeholder="제목으로 검색"
            label="공지사항 검색"
          />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="공지사항을 불러오지 못했습니다."
          emptyText={q ? `‘${q}’에 해당하는 공지사항이 없습니다.` : '등록된 공지사항이 없습니다.'}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <NoticeRows
              items={items}
              firstNumber={data ? data.total_count - (data.page - 1) * data.page_size : 0}
              dimmed={isFetching}
            />
          )}
        </ListBody>
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
    </SupportFrame>
  );
}
