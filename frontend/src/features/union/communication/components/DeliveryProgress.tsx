//! A mailing's delivery: a bar of sent (and failed) shares of its recipients with 발송 중, 완료
//! or 실패 N beside it.
import { Group, Progress, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { MailingDto } from '../api';
import { mailingProgress } from '../model';

export function DeliveryProgress({ mailing }: { mailing: MailingDto }) {
  const progress = mailingProgress(mailing);
  const counts = `${formatNumber(mailing.sent)}/${formatNumber(mailing.recipient_count)}`;
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress.Root
        size="md"
        w={120}
        role="group"
        aria-label={`발송 현황 ${counts}`}
        style={{ flexShrink: 0 }}
      >
        <Progress.Section value={progress.sentPercent} color="teal" aria-label="발송 완료" />
        <Progress.Section value={progress.failedPercent} color="red" aria-label="발송 실패" />
      </Progress.Root>
      <Text fz="sm" c={progress.color} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {progress.text}
      </Text>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {counts}
      </Text>
    </Group>
  );
}
