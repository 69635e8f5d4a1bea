//! /invest-portfolio/share/:token (공유 포트폴리오): the public list of a shared portfolio's pages,
//! searchable by title, 10 a page. The search and the page ride in the address, and a row opens
//! its page with them, so '목록' there comes back to the same rows. Above the list, the title
//! page's PDF in a 648 px frame and 'PDF 저장', which opens the whole portfolio's PDF in a new tab
//! (each only once the GP has made it, and 'PDF 저장' only when the link allows it). A refused link
//! (expired, revoked, unknown) shows its explanation instead of the list; a link with a password
//! or an e-mail check asks first. Every read and PDF carries the viewer's visit, and the time the list is in
//! view is reported.
import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/shared/format';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useSharedListQuery, type SharedRowDto } from '../api';
import { ShareAccess, type ShareVisitAccess } from '../components/ShareAccess';
import { ShareRefusalView } from '../components/ShareRefusalView';
import { useReadingTime } from '../hooks/useReadingTime';
import { useShareListQuery } from '../hooks/useShareListQuery';
import { IconDownload } from '@/shared/ui/icons';
import {
  fullPdfHref,
  needsVisit,
  PDF_FRAME_HEIGHT,
  refusalOf,
  shareItemPath,
  titlePdfSrc,
  type ListQuery,
} from '../model';
import classes from './SharedListPage.module.css';

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
    <div className={classes.scroll}>
      <table
        className={classes.table}
        aria-label="공유 포트폴리오 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <thead>
          <tr>
            <th className={classes.no}>NO</th>
            <th>제목</th>
            <th className={classes.date}>수정일</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item_no} onClick={(event) => onRowClick(event, row)}>
              <td className={classes.no}>{row.no}</td>
              <td>
                <Anchor
                  component={RouterLink}
                  to={shareItemPath(token, row.item_no, query)}
                  c="dark.7"
                  fw={500}
                >
                  {row.title}
                </Anchor>
              </td>
              <td className={classes.date}>{formatDate(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SharedList({ token, visit, renew }: { token: string } & ShareVisitAccess) {
  const { query, searchText, changeSearch, setPage } = useShareListQuery();
  const search = query.search.trim();
  const { data, error, isError, isLoading, isFetching, refetch } = useSharedListQuery(
    visit ? { token, search: search || undefined, page: query.page, visit } : null,
  );
  // The visit sent is no longer known: another is opened (or the viewer asked), meanwhile
  // the list shows itself loading.
  const visitRefused = isError && needsVisit(error);
  useEffect(() => {
    if (visitRefused && visit && error) renew(visit, error);
  }, [visitRefused, visit, error, renew]);
  const failed = isError && !visitRefused;
  const refusal = failed ? refusalOf(error) : null;
  const shown = isError ? undefined : data;
  useReadingTime(visit && !isError ? { token, visit, itemNo: null } : null);
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
        {data ? (
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Title order={1} fz={26}>
              {data.title}
            </Title>
            {data.has_full_pdf && data.allow_download && visit ? (
              <Button
                component="a"
                href={fullPdfHref(token, visit)}
                target="_blank"
                rel="noopener"
                leftSection={<IconDownload size={16} />}
              >
                PDF 저장
              </Button>
            ) : null}
          </Group>
        ) : (
          <Skeleton h={32} w="40%" aria-hidden />
        )}
        {data?.has_title_pdf && visit ? (
          <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
            <iframe
              src={titlePdfSrc(token, visit)}
              title={`${data.title} 표지 PDF`}
              width="100%"
              height={PDF_FRAME_HEIGHT}
              style={{ display: 'block', border: 0 }}
            />
          </Paper>
        ) : null}
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
            isError={failed}
            isLoading={isLoading || !visit || visitRefused}
            errorTitle="공유 포트폴리오를 불러오지 못했습니다."
            emptyText="내역이 없습니다."
            onRetry={() => void refetch()}
          >
            {(rows) => <SharedRows token={token} rows={rows} query={query} dimmed={isFetching} />}
          </ListBody>
          <Stack py={totalPages > 1 ? 'md' : 0}>
            <Pagination page={query.page} totalPages={totalPages} onChange={setPage} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

export function SharedListPage() {
  const { token = '' } = useParams();
  return (
    <ShareAccess token={token}>{(access) => <SharedList token={token} {...access} />}</ShareAccess>
  );
}
