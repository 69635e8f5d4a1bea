//! 최근 메일 발송: the firm's latest mailings over all unions, each with its kind, subject, union,
//! time and delivery (sent, failed, waiting, and a bar of them); a row opens the union's
//! 커뮤니케이션 tab, whose 발송 이력 shows the mailing's recipients.
import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { RecentMailingDto } from '../api';
import { deliverySegments, unionMailsPath, UNIONS_PATH } from '../model';
import { GlanceCard } from './GlanceCard';

function Mailing({ mailing }: { mailing: RecentMailingDto }) {
  const bar = deliverySegments(mailing);
  const delivery = `발송 ${formatNumber(mailing.sent)} / 실패 ${formatNumber(mailing.failed)} / 대기 ${formatNumber(mailing.queued)}`;
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py={10}>
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" color="gray" size="sm" radius="sm" miw="max-content">
            {mailing.kind_label}
          </Badge>
          <Anchor
            component={RouterLink}
            to={unionMailsPath(mailing.union_id)}
            c="dark.7"
            fw={500}
            fz="sm"
            lineClamp={1}
            style={{ wordBreak: 'break-all' }}
          >
            {mailing.subject}
          </Anchor>
        </Group>
        <Text fz="xs" c="dimmed">
          {mailing.union_name} · {formatDateTime(mailing.created_at)} · 수신자{' '}
          {formatNumber(mailing.recipient_count)}명
        </Text>
      </Stack>
      <Stack gap={4} w={{ base: '100%', xs: 200 }}>
        <Progress.Root size="sm" role="group" aria-label={delivery}>
          <Progress.Section value={bar.sent} color="teal" aria-label="발송 완료" />
          <Progress.Section value={bar.failed} color="red" aria-label="발송 실패" />
          <Progress.Section value={bar.queued} color="gray.4" aria-label="발송 대기" />
        </Progress.Root>
        <Text fz="xs" c={mailing.failed > 0 ? 'red.7' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {delivery}
        </Text>
      </Stack>
    </Group>
  );
}

export function RecentMailingsCard({ mailings }: { mailings: RecentMailingDto[] }) {
  return (
    <GlanceCard
      title="최근 메일 발송"
      description="모든 조합에서 최근 보낸 메일입니다. 조합의 발송 이력에서 받는 사람별 상태를 볼 수 있습니다."
      to={UNIONS_PATH}
      linkLabel="조합 목록"
    >
      {mailings.length === 0 ? (
        <EmptyState text="최근 보낸 메일이 없습니다." py={24} />
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="최근 메일 발송 목록"
        >
          {mailings.map((mailing) => (
            <Mailing key={mailing.mailing_id} mailing={mailing} />
          ))}
        </Stack>
      )}
    </GlanceCard>
  );
}
