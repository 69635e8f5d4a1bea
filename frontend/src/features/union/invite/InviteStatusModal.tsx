//! The invite result (400 wide): who was newly invited, who already was, which addresses were
//! malformed and, when any, whose mail could not be sent.
import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { InviteResult } from './api';

function EmailList({ title, emails }: { title: string; emails: string[] }) {
  return (
    <Stack gap={4} role="region" aria-label={title}>
      <Text fz="sm" fw={700}>
        {title} {formatNumber(emails.length)}건
      </Text>
      {emails.length === 0 ? (
        <Text fz="sm" c="dimmed">
          없음
        </Text>
      ) : (
        <ScrollArea.Autosize mah={120} type="auto" offsetScrollbars>
          <List size="sm" spacing={2}>
            {emails.map((email) => (
              <List.Item key={email} style={{ wordBreak: 'break-all' }}>
                {email}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

export function InviteStatusModal({
  result,
  onClose,
}: {
  result: InviteResult | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={result !== null} onClose={onClose} title="초대 결과" size={400} centered>
      {result ? (
        <Stack gap="md">
          <EmailList title="새로 초대" emails={result.new_invitations} />
          <EmailList title="이미 초대됨" emails={result.already_invited} />
          <EmailList title="잘못된 형식" emails={result.invalid_emails} />
          {result.failed_emails.length > 0 ? (
            <EmailList title="발송 실패" emails={result.failed_emails} />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>확인</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
