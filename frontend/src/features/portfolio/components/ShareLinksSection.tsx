//! '공유 링크': the portfolio's share links, newest first, each with its state (사용 중, 만료,
//! 중지), its options (a password, the reader's e-mail checked, the whole PDF withheld), how often
//! and how long it was read, expiry, maker and date; '열람 기록' shows its visits, '공유 중지' asks
//! first, then stops an active link for good.
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconLock, IconMail } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useListShareLinksQuery, useRevokeShareLinkMutation, type ShareLinkDto } from '../api';
import { readingSummary, SHARE_STATES } from '../model';
import { ShareVisitsModal } from './ShareVisitsModal';

function LinkOptions({ link }: { link: ShareLinkDto }) {
  if (!link.has_password && !link.require_email && link.allow_download) {
    return (
      <Text span c="dimmed">
        -
      </Text>
    );
  }
  // Badges wrap rather than truncate: a link with every option still reads in full.
  return (
    <Group gap={4} wrap="wrap">
      {link.has_password ? (
        <Badge
          variant="light"
          color="indigo"
          size="sm"
          radius="sm"
          leftSection={<IconLock size={12} />}
        >
          비밀번호
        </Badge>
      ) : null}
      {link.require_email ? (
        <Badge
          variant="light"
          color="teal"
          size="sm"
          radius="sm"
          leftSection={<IconMail size={12} />}
        >
          이메일 인증
        </Badge>
      ) : null}
      {link.allow_download ? null : (
        <Badge variant="light" color="gray" size="sm" radius="sm">
          PDF 저장 불가
        </Badge>
      )}
    </Group>
  );
}

function LinksTable({
  links,
  onRevoke,
  onVisits,
}: {
  links: ShareLinkDto[];
  onRevoke: (link: ShareLinkDto) => void;
  onVisits: (link: ShareLinkDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={880}>
      {/* Cells keep one line (the scroll container takes the overflow); only the option
          badges wrap. */}
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        aria-label="공유 링크 목록"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={100}>상태</Table.Th>
            <Table.Th>만료 일시</Table.Th>
            <Table.Th miw={150}>옵션</Table.Th>
            <Table.Th>열람</Table.Th>
            <Table.Th>만든 사람</Table.Th>
            <Table.Th>만든 일시</Table.Th>
            <Table.Th w={190} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <StatusBadge info={SHARE_STATES[link.state]} size="sm" />
              </Table.Td>
              <Table.Td>{formatDateTime(link.expires_at)}</Table.Td>
              <Table.Td>
                <LinkOptions link={link} />
              </Table.Td>
              <Table.Td>{readingSummary(link)}</Table.Td>
              <Table.Td>{link.created_by}</Table.Td>
              <Table.Td>{formatDateTime(link.created_at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  <Button variant="default" size="compact-sm" onClick={() => onVisits(link)}>
                    열람 기록
                  </Button>
                  {link.state === 'active' ? (
                    <Button
                      variant="light"
                      color="red"
                      size="compact-sm"
                      onClick={() => onRevoke(link)}
                    >
                      공유 중지
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ShareLinksSection({
  portfolioId,
  pageOrder,
}: {
  portfolioId: number;
  /** The portfolio's page ids in order, for the visits' page-by-page view. */
  pageOrder: number[];
}) {
  const { data, error, refetch } = useListShareLinksQuery({ portfolioId });
  const [revoke] = useRevokeShareLinkMutation();
  // The link stays while the modal closes, so its content does not vanish mid-transition.
  const [visits, setVisits] = useState<{ link: ShareLinkDto; opened: boolean } | null>(null);

  const confirmRevoke = (link: ShareLinkDto) =>
    modals.openConfirmModal({
      title: '공유 중지',
      children: (
        <Text fz="sm">
          공유를 중지하면 이 링크로 더 이상 포트폴리오를 볼 수 없습니다. 공유를 중지하시겠습니까?
        </Text>
      ),
      labels: { confirm: '공유 중지', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        revoke({ portfolioId, linkId: link.id })
          .unwrap()
          .then(() => notifySuccess('공유를 중지했습니다.'))
          .catch((caught: ApiError) => notifyError(caught.message, '공유를 중지하지 못했습니다.'));
      },
    });

  let body;
  if (error) {
    body = (
      <LoadError
        title="공유 링크를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack p="lg" gap="xs">
        <Skeleton h={32} />
        <Skeleton h={32} />
      </Stack>
    );
  } else if (data.length === 0) {
    body = <EmptyState text="만든 공유 링크가 없습니다." py={32} />;
  } else {
    body = (
      <LinksTable
        links={data}
        onRevoke={confirmRevoke}
        onVisits={(link) => setVisits({ link, opened: true })}
      />
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="공유 링크">
      <Title order={2} fz="lg">
        공유 링크
      </Title>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {body}
      </Paper>
      <ShareVisitsModal
        portfolioId={portfolioId}
        pageOrder={pageOrder}
        link={visits?.link ?? null}
        opened={visits?.opened ?? false}
        onClose={() => setVisits((shown) => (shown ? { ...shown, opened: false } : null))}
      />
    </Stack>
  );
}
