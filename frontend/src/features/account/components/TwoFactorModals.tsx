//! The two-factor changes of 내 정보, each behind the password: new recovery codes (shown once,
//! to copy or download) and turning two-factor login off.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '@/shared/ui/notify';
import { useDisableTwoFactorMutation, useRenewRecoveryCodesMutation } from '../twoFactorApi';
import { PasswordCheckForm } from './PasswordCheckForm';
import { RecoveryCodes } from './RecoveryCodes';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

function RenewContent({ onClose, email }: { onClose: () => void; email?: string }) {
  const [renew, { isLoading }] = useRenewRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <Stack gap="md">
        <RecoveryCodes codes={codes} email={email} />
        <Group justify="flex-end">
          <Button onClick={onClose}>닫기</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <PasswordCheckForm
      submitLabel="다시 만들기"
      loading={isLoading}
      onCancel={onClose}
      onSubmit={async (password) => {
        const answer = await renew({ twoFactorPasswordBody: { password } }).unwrap();
        setCodes(answer.recovery_codes);
      }}
    >
      <Text fz="sm">
        새 복구 코드 10개를 만듭니다. 지금까지의 복구 코드는 더 이상 쓸 수 없습니다.
      </Text>
    </PasswordCheckForm>
  );
}

export function RenewRecoveryCodesModal({
  opened,
  onClose,
  email,
}: ModalProps & { email?: string }) {
  // The content is a child of the modal: it starts over (the password) each time it opens.
  return (
    <Modal opened={opened} onClose={onClose} title="복구 코드 다시 만들기" centered size="lg">
      <RenewContent onClose={onClose} email={email} />
    </Modal>
  );
}

function DisableContent({ onClose }: { onClose: () => void }) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  return (
    <PasswordCheckForm
      submitLabel="해제"
      color="red"
      loading={isLoading}
      onCancel={onClose}
      onSubmit={async (password) => {
        await disable({ twoFactorPasswordBody: { password } }).unwrap();
        notifySuccess('2단계 인증을 해제했습니다.');
        onClose();
      }}
    >
      <Stack gap={4}>
        <Text fz="sm">2단계 인증을 해제하면 비밀번호만으로 로그인합니다.</Text>
        <Text fz="xs" c="dimmed">
          인증 앱에 등록한 계정과 복구 코드는 더 이상 쓸 수 없습니다.
        </Text>
      </Stack>
    </PasswordCheckForm>
  );
}

export function DisableTwoFactorModal({ opened, onClose }: ModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="2단계 인증 해제" centered>
      <DisableContent onClose={onClose} />
    </Modal>
  );
}
