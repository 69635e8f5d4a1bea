//! Invite LPs to a union by e-mail: comma-separated addresses, sorted by the server into new,
//! already invited and malformed, then shown in the invite-status modal.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useInviteMutation, type InviteResult } from './api';
import { InviteStatusModal } from './InviteStatusModal';

export function InviteModal({
  unionId,
  opened,
  onClose,
}: {
  unionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [emails, setEmails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);
  const [invite, { isLoading }] = useInviteMutation();

  const close = () => {
    if (isLoading) return;
    setEmails('');
    setFailure(null);
    onClose();
  };

  const send = async () => {
    setFailure(null);
    try {
      const answer = await invite({ unionId, inviteBody: { emails } }).unwrap();
      setEmails('');
      onClose();
      setResult(answer);
    } catch (caught) {
      setFailure((caught as ApiError).message);
    }
  };

  return (
    <>
      <Modal opened={opened} onClose={close} title="LP 초대하기" centered>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            초대할 분의 이메일 주소를 쉼표(,)로 구분해 입력해 주세요. 초대 메일의 링크로 가입하면 이
            조합에 출자 신청할 수 있습니다.
          </Text>
          <Textarea
            label="이메일"
            placeholder="lp1@example.com, lp2@example.com"
            value={emails}
            onChange={(event) => setEmails(event.currentTarget.value)}
            rows={4}
          />
          {failure ? (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              취소
            </Button>
            <Button onClick={() => void send()} loading={isLoading} disabled={emails.trim() === ''}>
              보내기
            </Button>
          </Group>
        </Stack>
      </Modal>
      <InviteStatusModal result={result} onClose={() => setResult(null)} />
    </>
  );
}
