//! /invest-portfolio/share/:token/:previewItemNo (공유 포트폴리오 상세): one page of a shared
//! portfolio, its title, startup and its PDF in a frame (the viewer's toolbar hidden) — or, while
//! the GP has made no PDF of it, the overview's three columns (stacked on a narrow screen) — with '이전' / '다음' through the share's pages and '목록' back to the list's search and page
//! (carried in the query string). The page is read again on every route change (spec), and
//! nothing of the previous page stays on screen meanwhile. A refused link shows its explanation;
//! a link with a password or an e-mail check asks first. Every read and the PDF carry the viewer's visit, and
//! the time the page is in view is reported.
import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/shared/format';
import { positiveInt } from '@/shared/navigation/searchParams';
import { LoadError } from '@/shared/ui/LoadError';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import { useSharedItemQuery, type SharedItemDto } from '../api';
import { ShareAccess, type ShareVisitAccess } from '../components/ShareAccess';
import { ShareRefusalView } from '../components/ShareRefusalView';
import { useReadingTime } from '../hooks/useReadingTime';
import {
  itemPdfSrc,
  needsVisit,
  PDF_FRAME_HEIGHT,
  readListQuery,
  refusalOf,
  shareItemPath,
  shareListPath,
  type ListQuery,
} from '../model';
import classes from './SharedItemPage.module.css';

/** The overview always has three columns; a missing block is an empty one. */
const BLOCK_COUNT = 3;

function ItemSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="불러오는 중">
      <Stack gap="xs">
        <Skeleton h={32} w="50%" />
        <Skeleton h={18} w="25%" />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: BLOCK_COUNT }} spacing="md">
        {Array.from({ length: BLOCK_COUNT }, (_, index) => (
          <Skeleton key={index} h={280} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ItemBlocks({ item }: { item: SharedItemDto }) {
  return (
    <SimpleGrid cols={{ base: 1, md: BLOCK_COUNT }} spacing="md">
      {Array.from({ length: BLOCK_COUNT }, (_, index) => (
        <Paper
          key={index}
          withBorder
          shadow="xs"
          p="lg"
          data-testid="shared-block"
          className={classes.block}
        >
          <SanitizedHtml html={item.blocks[index] ?? ''} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ItemBody({
  token,
  visit,
  item,
}: {
  token: string;
  visit: string | undefined;
  item: SharedItemDto;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {item.title}
          </Title>
          <Text c="dimmed" fw={500}>
            {item.startup_name}
          </Text>
        </Stack>
        <Text fz="xs" c="dimmed">
          수정일 {formatDate(item.updated_at)}
        </Text>
      </Group>
      {item.has_pdf ? (
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          <iframe
            src={itemPdfSrc(token, item.item_no, visit)}
            title={`${item.title} PDF`}
            width="100%"
            height={PDF_FRAME_HEIGHT}
            style={{ display: 'block', border: 0 }}
          />
        </Paper>
      ) : (
        <ItemBlocks item={item} />
      )}
    </Stack>
  );
}

function ItemNavigation({
  token,
  item,
  listQuery,
}: {
  token: string;
  /** Undefined while the page loads: only '목록' can be used then. */
  item: SharedItemDto | undefined;
  listQuery: ListQuery;
}) {
  const navigate = useNavigate();
  const go = (itemNo: number | null | undefined) => {
    if (itemNo !== null && itemNo !== undefined) {
      void navigate(shareItemPath(token, itemNo, listQuery));
    }
  };
  const previous = item?.previous_item_no ?? null;
  const next = item?.next_item_no ?? null;
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" disabled={previous === null} onClick={() => go(previous)}>
        이전
      </Button>
      <Button variant="light" onClick={() => void navigate(shareListPath(token, listQuery))}>
        목록
      </Button>
      <Button variant="default" disabled={next === null} onClick={() => go(next)}>
        다음
      </Button>
    </Group>
  );
}

function SharedItem({
  token,
  itemNo,
  listQuery,
  visit,
  renew,
}: { token: string; itemNo: number; listQuery: ListQuery } & ShareVisitAccess) {
  const { currentData, error, isError, isFetching, refetch } = useSharedItemQuery(
    visit ? { token, itemNo, visit } : null,
    // Every visit asks the server again: a share can be revoked or a page edited meanwhile.
    { refetchOnMountOrArgChange: true },
  );
  const listPath = shareListPath(token, listQuery);
  // The visit sent is no longer known: another is opened (or the viewer asked), meanwhile the
  // page shows itself loading.
  const visitRefused = isError && needsVisit(error);
  useEffect(() => {
    if (visitRefused && visit && error) renew(visit, error);
  }, [visitRefused, visit, error, renew]);
  const failed = isError && !visitRefused;
  useReadingTime(visit && !isError ? { token, visit, itemNo } : null);

  const refusal = failed ? refusalOf(error) : null;
  if (refusal) {
    return (
      <ShareRefusalView
        refusal={refusal}
        error={error}
        // The share itself is open: only the page is gone, the list is still there.
        backTo={refusal === 'item_not_found' ? listPath : undefined}
      />
    );
  }

  // Nothing of another page (or an older copy of this one) while the server answers.
  const item = isFetching ? undefined : currentData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {failed ? (
          <LoadError
            title="공유 포트폴리오를 불러오지 못했습니다."
            error={error}
            onRetry={() => void refetch()}
          />
        ) : item ? (
          <ItemBody token={token} visit={visit} item={item} />
        ) : (
          <ItemSkeleton />
        )}
        <ItemNavigation token={token} item={item} listQuery={listQuery} />
      </Stack>
    </Container>
  );
}

export function SharedItemPage() {
  const { token = '', previewItemNo } = useParams();
  const itemNo = positiveInt(previewItemNo);
  const { search } = useLocation();
  const listQuery = readListQuery(new URLSearchParams(search));

  if (itemNo === null) {
    return <ShareRefusalView refusal="item_not_found" backTo={shareListPath(token, listQuery)} />;
  }
  return (
    <ShareAccess token={token}>
      {(access) => <SharedItem token={token} itemNo={itemNo} listQuery={listQuery} {...access} />}
    </ShareAccess>
  );
}
