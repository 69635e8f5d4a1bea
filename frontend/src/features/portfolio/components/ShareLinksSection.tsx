//! '공유 링크': the portfolio's share links, newest first, each with its state (사용 중, 만료,
//! 중지), expiry, maker and date; '공유 중지' asks first, then stops an active link for good.
import { Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTime } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useListShareLinksQuery, useRevokeShareLinkMutation, type ShareLinkDto } from '../api';
import { SHARE_STATES } from '../model';

function LinksTable({
  links,
  onRevoke,
}: {
  links: ShareLinkDto[];
  onRevoke: (link: ShareLinkDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label="공유 링크 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={100}>상태</Table.Th>
            <Table.Th>만료 일시</Table.Th>
            <Table.Th>만든 사람</Table.Th>
            <Table.Th>만든 일시</Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <StatusBadge info={SHARE_STATES[link.state]} size="sm" />
              </Table.Td>
              <Table.Td>{formatDateTime(link.expires_at)}</Table.Td>
              <Table.Td>{link.created_by}</Table.Td>
              <Table.Td>{formatDateTime(link.created_at)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ShareLinksSection({ portfolioId }: { portfolioId: number }) {
  const { data, error, refetch } = useListShareLinksQuery({ portfolioId });
  const [revoke] = useRevokeShareLinkMutation();

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
    body = <LinksTable links={data} onRevoke={confirmRevoke} />;
  }

  return (
    <Stack gap="sm" component="section" aria-label="공유 링크">
      <Title order={2} fz="lg">
        공유 링크
      </Title>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {body}
      </Paper>
    </Stack>
  );
}
