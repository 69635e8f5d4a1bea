//! /fact-check (팩트체크): the fact-checkers' queue, the startups whose data changed since its
//! last verdict, the longest waiting first, 10 a page (the page rides in the address, so '목록'
//! on a profile comes back to it). '검증하기' opens the profile, whose fact-check panel records
//! the verdicts. Only fact-checkers have a queue: anyone else is told so, and nothing is asked.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { checksFacts } from '@/entities/startup';
import { formatDateTime } from '@/shared/format';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useFactCheckQueueQuery, type QueueEntryDto } from '../factCheckApi';
import { companyInfoPath, FACT_CHECK_PATH } from '../model';

const EMPTY_QUEUE_TEXT = '검증할 기업이 없습니다.';
const CHECKERS_ONLY_TEXT = '팩트체크는 팩트체커만 이용할 수 있습니다.';

/** The page in the address: a whole number from 1, else page 1. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page'));
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  const setPage = useCallback(
    (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true }),
    [setParams],
  );
  return [page, setPage];
}

function QueueRow({ entry, backTo }: { entry: QueueEntryDto; backTo: string }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {/* The name opens the profile too: on a phone the button may sit out of sight. */}
        <Anchor
          component={RouterLink}
          to={companyInfoPath(entry.startup_id)}
          state={{ from: backTo }}
          fw={600}
          c="dark.7"
        >
          {entry.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {entry.item_labels.map((label, index) => (
            <Badge
              key={entry.items[index] ?? label}
              variant="light"
              color="orange"
              radius="sm"
              fw={600}
            >
              {label}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.waiting_since)}</Table.Td>
      <Table.Td ta="right">
        <Button
          component={RouterLink}
          to={companyInfoPath(entry.startup_id)}
          state={{ from: backTo }}
          size="xs"
          aria-label={`${entry.name} 검증하기`}
        >
          검증하기
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function FactCheckQueuePage() {
  const { data: me } = useGetMeQuery();
  const checker = me ? checksFacts(me) : null;
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, isError, refetch } = useFactCheckQueueQuery(
    { page, pageSize: PAGE_SIZE },
    { skip: checker !== true },
  );
  const refused = checker === false || (error as ApiError | undefined)?.status === 403;
  const totalPages = data && !isError ? totalPagesOf(data.total_count, data.page_size) : 1;
  const backTo = page > 1 ? `${FACT_CHECK_PATH}?page=${page}` : FACT_CHECK_PATH;

  // Verdicts empty the queue from the front: a page past the end moves back to the last one.
  const pastEnd = !!data && data.items.length === 0 && data.total_count > 0 && page > totalPages;
  useEffect(() => {
    if (pastEnd) setPage(totalPages);
  }, [pastEnd, totalPages, setPage]);

  return (
    <Stack gap="lg">
      <PageHeader
        title="팩트체크"
        description={
          refused
            ? undefined
            : '정보가 바뀌어 검증을 기다리는 기업입니다. 가장 오래 기다린 기업부터 보여 줍니다.'
        }
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {refused ? (
          <Alert color="gray" variant="light" m="lg">
            {CHECKERS_ONLY_TEXT}
          </Alert>
        ) : (
          <>
            <Stack px="lg" pt="md" pb="sm">
              <ListToolbar total={isError || !data ? undefined : data.total_count} unit="개 기업" />
            </Stack>
            <ListBody
              items={data?.items}
              isError={isError}
              // Until the user is known the query waits: that is loading too.
              isLoading={isLoading || (!data && !isError)}
              errorTitle="검증 대기 목록을 불러오지 못했습니다."
              emptyText={EMPTY_QUEUE_TEXT}
              onRetry={() => void refetch()}
            >
              {(items) => (
                <Table.ScrollContainer minWidth={640}>
                  <Table
                    verticalSpacing="sm"
                    horizontalSpacing="lg"
                    aria-label="검증 대기 기업"
                    style={{ opacity: isFetching ? 0.6 : 1 }}
                  >
                    <Table.Thead bg="gray.0">
                      <Table.Tr>
                        <Table.Th>기업명</Table.Th>
                        <Table.Th>변경 항목</Table.Th>
                        <Table.Th>대기 시작</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>검증</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((entry) => (
                        <QueueRow key={entry.startup_id} entry={entry} backTo={backTo} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </ListBody>
            <Stack py={totalPages > 1 ? 'md' : 0}>
              <Pagination page={page} totalPages={totalPages} onChange={setPage} />
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
