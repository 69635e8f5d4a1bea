//! '메일 발송 완료' (spec section 8): the mail's title and how many people (and groups) it went
//! to; delivery itself goes on in the background and shows in the history.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { MailingCreatedDto } from '../api';

export function MailSentModal({
  created,
  onClose,
}: {
  created: MailingCreatedDto | null;
  onClose: () => void;
}) {
  const mailing = created?.mailing;
  return (
    <Modal opened={created !== null} onClose={onClose} title="메일 발송 완료" size={440} centered>
      {mailing && created ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={700}>{mailing.kind_label}</Text>
            <Text fz="sm" c="dimmed">
              {mailing.subject}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text>{`${formatNumber(mailing.recipient_count)}명에게 발송했습니다.`}</Text>
            {mailing.group_count > 0 ? (
              <Text fz="sm" c="dimmed">{`그룹 ${formatNumber(mailing.group_count)}개 포함`}</Text>
            ) : null}
            {created.without_email > 0 ? (
              <Text fz="sm" c="orange.8">
                {`이메일이 없는 ${formatNumber(created.without_email)}명은 제외했습니다.`}
              </Text>
            ) : null}
          </Stack>
          <Text fz="xs" c="dimmed">
            메일은 차례로 전송되며, 전송 현황은 발송 이력에서 확인할 수 있습니다.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>확인</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
