//! /invest-portfolio/share/:token (공유 포트폴리오): the public list of a shared portfolio's pages,
//! searchable by title, 10 a page. The search and the page ride in the address, and a row opens
//! its page with them, so '목록' there comes back to the same rows. A refused link (expired,
//! revoked, unknown) shows its explanation instead of the list.
import { Anchor, Container, Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/shared/format';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useSharedListQuery, type SharedRowDto } from '../api';
import { ShareRefusalView } from '../components/ShareRefusalView';
import { useShareListQuery } from '../hooks/useShareListQuery';
import { refusalOf, shareItemPath, type ListQuery } from '../model';

const SEARCH_LABEL = '제목 검색';

function SharedRows({
  token,
  rows,
  query,
  dimmed,
}: {
  token: string;
  rows: SharedRowDto[];
  query: ListQuery;
  /** Another page or search is loading: the old rows stay, faded. */
  dimmed: boolean;
}) {
  const navigate = useNavigate();
  const open = (row: SharedRowDto) => void navigate(shareItemPath(token, row.item_no, query));
  // The title is a link of its own (keyboard, new tab); a click on it is not the row's too.
  const onRowClick = (event: MouseEvent<HTMLElement>, row: SharedRowDto) => {
    if (!(event.target as HTMLElement).closest('a')) open(row);
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="공유 포트폴리오 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={80} ta="center">
              NO
            </Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={120} ta="center">
              수정일
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.item_no}
              onClick={(event) => onRowClick(event, row)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td ta="center">{row.no}</Table.Td>
              <Table.Td>
                <Anchor
                  component={RouterLink}
                  to={shareItemPath(token, row.item_no, query)}
                  c="dark.7"
                  fw={500}
                >
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td ta="center" fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.updated_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SharedListPage() {
  const { token = '' } = useParams();
  const { query, searchText, changeSearch, setPage } = useShareListQuery();
  const search = query.search.trim();
  const { data, error, isError, isLoading, isFetching, refetch } = useSharedListQuery({
    token,
    search: search || undefined,
    page: query.page,
  });
  const refusal = isError ? refusalOf(error) : null;
  const shown = isError ? undefined : data;
  const totalPages = shown ? totalPagesOf(shown.total_count, shown.page_size) : 1;

  // A page past the end (an old address, fewer pages since): the last page instead.
  const pastEnd =
    !!shown && shown.items.length === 0 && shown.total_count > 0 && query.page > totalPages;
  useEffect(() => {
    if (pastEnd) setPage(totalPages);
  }, [pastEnd, totalPages, setPage]);

  if (refusal) return <ShareRefusalView refusal={refusal} error={error} />;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {/* A later slice adds the title PDF frame and the 'PDF 저장' button here (the API has
            no PDF yet). */}
        {data ? (
          <Title order={1} fz={26}>
            {data.title}
          </Title>
        ) : (
          <Skeleton h={32} w="40%" aria-hidden />
        )}
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          <Stack px="lg" pt="md" pb="sm">
            <ListToolbar
              total={shown?.total_count}
              search={searchText}
              onSearch={changeSearch}
              placeholder="제목을 입력하세요"
              label={SEARCH_LABEL}
            />
          </Stack>
          <ListBody
            items={shown?.items}
            isError={isError}
            isLoading={isLoading}
            errorTitle="공유 포트폴리오를 불러오지 못했습니다."
            emptyText="내역이 없습니다."
            onRetry={() => void refetch()}
          >
            {(rows) => (
              <SharedRows token={token} rows={rows} query={query} dimmed={isFetching} />
            )}
          </ListBody>
          <Stack py={totalPages > 1 ? 'md' : 0}>
            <Pagination page={query.page} totalPages={totalPages} onChange={setPage} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
