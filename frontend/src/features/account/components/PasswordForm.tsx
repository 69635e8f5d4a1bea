//! 비밀번호 변경 of /my-info-edit: the current password and the new one twice, checked here
//! against the server's policy before PUT /me/password. Changed, the fields are emptied; the
//! user's other sessions end on the server, this one stays.
import { Alert, Button, Group, PasswordInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { FormSection } from '@/shared/ui/FormSection';
import { notifySuccess } from '@/shared/ui/notify';
import { useChangePasswordMutation } from '../api';
import { passwordPolicyRule } from '../model';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm: '' };

export function PasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      current_password: isNotEmpty('현재 비밀번호를 입력해 주세요.'),
      new_password: (value, values) =>
        passwordPolicyRule(value) ??
        (value === values.current_password ? '새 비밀번호가 현재 비밀번호와 같습니다.' : null),
      confirm: (value, values) =>
        value === values.new_password ? null : '새 비밀번호가 일치하지 않습니다.',
    },
  });

  const submit = async (values: PasswordValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await changePassword({
        passwordChangeBody: {
          current_password: values.current_password,
          new_password: values.new_password,
        },
      }).unwrap();
      form.reset();
      notifySuccess('비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.');
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
      <FormSection
        title="비밀번호 변경"
        description="비밀번호를 바꾸면 이 기기를 뺀 다른 기기의 로그인은 종료됩니다."
      >
        <PasswordInput
          label="현재 비밀번호"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="새 비밀번호"
          description="영문, 숫자를 포함해 8자 이상 64자 이하"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label="새 비밀번호 확인"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            비밀번호 변경
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
