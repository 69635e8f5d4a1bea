//! '열람 기록': one share link's visits, newest first — who read (the address the reader proved,
//! for a link that asks for one; else 익명), when each began and was last active, how long it
//! read, and what it read (the list, then the pages in the portfolio's order) with the time spent
//! on each; or page by page (visits, readers, time in all). Read afresh each time the modal
//! opens: viewers keep reading meanwhile.
import { Group, List, Modal, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { useShareLinkVisitsQuery, type ShareLinkDto, type ShareVisitDto } from '../api';
import {
  formatReadingTime,
  pageReadings,
  readingSummary,
  visitPageName,
  type PageReading,
} from '../model';

export const NO_VISITS_TEXT = '아직 열람 기록이 없습니다.';

function VisitPages({ visit }: { visit: ShareVisitDto }) {
  if (visit.pages.length === 0) return <Text c="dimmed">-</Text>;
  return (
    <List listStyleType="none" spacing={2} fz="sm">
      {visit.pages.map((page, index) => (
        <List.Item key={`${page.item_no ?? 'list'}-${index}`}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text span fz="sm">
              {visitPageName(page)}
            </Text>
            <Text span fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatReadingTime(page.seconds)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** Who read: the checked address first, as the GP looks for the reader before the times. */
function VisitReader({ email }: { email: string | null | undefined }) {
  return email ? (
    <Text fz="sm" fw={600} style={{ wordBreak: 'break-all' }}>
      {email}
    </Text>
  ) : (
    <Text fz="sm" c="dimmed">
      익명
    </Text>
  );
}

function VisitsTable({ visits }: { visits: ShareVisitDto[] }) {
  return (
    <Table.ScrollContainer minWidth={780}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="열람 기록 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={180}>열람자</Table.Th>
            <Table.Th w={140}>시작</Table.Th>
            <Table.Th w={140}>마지막 활동</Table.Th>
            <Table.Th w={100}>읽은 시간</Table.Th>
            <Table.Th>읽은 페이지</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.map((visit) => (
            <Table.Tr key={visit.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <VisitReader email={visit.email} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(visit.started_at)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(visit.last_seen_at)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatReadingTime(visit.seconds)}
              </Table.Td>
              <Table.Td>
                <VisitPages visit={visit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Per page: how many visits read it, who (when known), and how long in all. */
function PagesTable({ readings }: { readings: PageReading[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="페이지별 열람 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>페이지</Table.Th>
            <Table.Th w={90}>열람</Table.Th>
            <Table.Th w={110}>읽은 시간</Table.Th>
            <Table.Th>열람자</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readings.map((r) => (
            <Table.Tr key={r.item_no ?? 'list'} style={{ verticalAlign: 'top' }}>
              <Table.Td fw={600}>{r.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.visits}회</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReadingTime(r.seconds)}</Table.Td>
              <Table.Td>
                {r.readers.length > 0 ? (
                  <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                    {r.readers.join(', ')}
                  </Text>
                ) : (
                  <Text fz="sm" c="dimmed">
                    익명
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VisitsBody({
  portfolioId,
  link,
  pageOrder,
}: {
  portfolioId: number;
  link: ShareLinkDto;
  pageOrder: number[];
}) {
  const { data, error, isFetching, refetch } = useShareLinkVisitsQuery(
    { portfolioId, linkId: link.id },
    { refetchOnMountOrArgChange: true },
  );
  if (error) {
    return (
      <LoadError
        title="열람 기록을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  // An older copy (another link's, or this one's before) is not shown while it is read again.
  if (!data || isFetching) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="불러오는 중">
        <Skeleton h={32} />
        <Skeleton h={32} />
      </Stack>
    );
  }
  if (data.length === 0) return <EmptyState text={NO_VISITS_TEXT} py={32} />;
  // Who read what: by visit (the reader's path) or by page (what drew attention).
  return (
    <Tabs defaultValue="visits" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="visits">방문별</Tabs.Tab>
        <Tabs.Tab value="pages">페이지별</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="visits">
        <VisitsTable visits={data} />
      </Tabs.Panel>
      <Tabs.Panel value="pages">
        <PagesTable readings={pageReadings(data, pageOrder)} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function ShareVisitsModal({
  portfolioId,
  pageOrder,
  link,
  opened,
  onClose,
}: {
  portfolioId: number;
  /** The portfolio's page ids in order. */
  pageOrder: number[];
  /** The link whose visits are shown (the last one, while the modal closes). */
  link: ShareLinkDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened && link !== null} onClose={onClose} title="열람 기록" centered size={920}>
      {link ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            만료 {formatDateTime(link.expires_at)} 링크 · {readingSummary(link)}
          </Text>
          <VisitsBody portfolioId={portfolioId} link={link} pageOrder={pageOrder} />
        </Stack>
      ) : null}
    </Modal>
  );
}
