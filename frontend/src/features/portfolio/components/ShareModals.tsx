//! '공유': the modal that picks the link's expiry (a week from now unless changed, Korea time) and
//! makes the link, and the spec's SHARE modal (400x266) that tells the link was copied, shows it
//! and when it expires. The link's token is in the create answer only: this modal is the one
//! place it is shown.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTimeKorean } from '@/shared/format';
import { useCreateShareLinkMutation, type NewShareLinkDto } from '../api';
import { defaultExpiry, expiresAtOf, type ExpiryInput } from '../model';

const EXPIRY_REQUIRED = '만료 일시를 입력해 주세요.';

function ShareForm({
  portfolioId,
  onCancel,
  onCreated,
}: {
  portfolioId: number;
  onCancel: () => void;
  onCreated: (created: NewShareLinkDto) => void;
}) {
  const [expiry, setExpiry] = useState<ExpiryInput>(() => defaultExpiry());
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateShareLinkMutation();

  const submit = async () => {
    const expiresAt = expiresAtOf(expiry);
    if (expiresAt === null) {
      setError(EXPIRY_REQUIRED);
      return;
    }
    setError(null);
    try {
      onCreated(await create({ portfolioId, shareLinkBody: { expires_at: expiresAt } }).unwrap());
    } catch (caught) {
      const refused = caught as ApiError;
      setError(refused.fieldErrors.expires_at ?? refused.message);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        링크를 가진 사람은 로그인하지 않고 만료 일시까지 포트폴리오를 볼 수 있습니다.
      </Text>
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label="만료 날짜"
          type="date"
          value={expiry.date}
          onChange={(event) => setExpiry({ ...expiry, date: event.currentTarget.value })}
        />
        <TextInput
          label="만료 시간"
          type="time"
          value={expiry.time}
          onChange={(event) => setExpiry({ ...expiry, time: event.currentTarget.value })}
        />
      </Group>
      {error ? (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isLoading}>
          취소
        </Button>
        <Button loading={isLoading} onClick={() => void submit()}>
          링크 만들기
        </Button>
      </Group>
    </Stack>
  );
}

export function ShareCreateModal({
  portfolioId,
  opened,
  onClose,
  onCreated,
}: {
  portfolioId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: (created: NewShareLinkDto) => void;
}) {
  // The form is a child of the modal: it starts over (a week from now) each time it opens.
  return (
    <Modal opened={opened} onClose={onClose} title="공유 링크 만들기" centered>
      <ShareForm portfolioId={portfolioId} onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

/** A link just made: where it opens, when it expires and whether the clipboard took it. */
export interface SharedLink {
  url: string;
  expiresAt: string;
  copied: boolean;
}

export function ShareDoneModal({
  shared,
  onClose,
}: {
  shared: SharedLink | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={shared !== null}
      onClose={onClose}
      title="공유"
      centered
      size={400}
      styles={{
        content: { height: 266, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', flexDirection: 'column' },
      }}
    >
      {shared ? (
        <Stack gap="sm" style={{ flex: 1 }}>
          <Text fw={700}>
            {shared.copied
              ? '링크가 복사되었습니다.'
              : '링크를 복사하지 못했습니다. 아래 링크를 복사해 주세요.'}
          </Text>
          <TextInput
            aria-label="공유 링크 주소"
            value={shared.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text fz="sm" c="dimmed">
            만료 일시{' '}
            <Text span c="dark.7" fw={600} data-testid="share-expiry">
              {formatDateTimeKorean(shared.expiresAt)}
            </Text>
          </Text>
          <Group justify="flex-end" mt="auto">
            <Button onClick={onClose}>확인</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
