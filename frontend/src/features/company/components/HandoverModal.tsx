//! 대표 계정 넘기기: what handing the CEO account over does, and the CEO's password. Handed over
//! (204), the modal closes, the session user and the member list are refetched (the api's tags),
//! so the page shows the caller as staff at once. A wrong password shows under its field.
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useHandOverCeoMutation, type CompanyMember } from '../api';
import { HANDOVER_DONE } from '../model';

function HandoverForm({ member, onDone }: { member: CompanyMember; onDone: () => void }) {
  const [handOver, { isLoading }] = useHandOverCeoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: isNotEmpty('비밀번호를 입력해 주세요.') },
  });

  const submit = async ({ password }: { password: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await handOver({ ceoHandoverBody: { user_id: member.user_id, password } }).unwrap();
      notifySuccess(HANDOVER_DONE);
      onDone();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          <Text span fw={700}>
            {member.name}
          </Text>
          ({member.email})님에게 대표 계정을 넘깁니다.
        </Text>
        <List spacing={4} fz="sm">
          <List.Item>{member.name}님이 회사의 대표 계정이 됩니다.</List.Item>
          <List.Item>
            나는 구성원 계정이 되어 가입 승인·거절, 강퇴, 회사 정보 수정, 그룹 관리와 같은 대표
            기능을 더 이상 쓸 수 없습니다.
          </List.Item>
          <List.Item>되돌리려면 새 대표가 다시 대표 계정을 넘겨야 합니다.</List.Item>
        </List>
        <PasswordInput
          label="비밀번호"
          description="본인 확인을 위해 현재 비밀번호를 입력해 주세요."
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('password')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isLoading}>
            취소
          </Button>
          <Button type="submit" color="red" loading={isLoading} disabled={isLoading}>
            대표 계정 넘기기
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function HandoverModal({
  member,
  opened,
  onClose,
}: {
  member: CompanyMember;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="대표 계정 넘기기" size={480} centered>
      {/* Mounted while open only: every opening starts without a password. */}
      {opened ? <HandoverForm member={member} onDone={onClose} /> : null}
    </Modal>
  );
}
