//! /find-pw-reset?token=...: sets a new password with the token from the e-mailed link.
import { Alert, Button, PasswordInput, Stack, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { FormCard } from '@/shared/ui/FormCard';
import { IconCheck } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { passwordRule } from '@/shared/validation';
import { useConfirmPasswordResetMutation } from '../api';

export function FindPwResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: passwordRule,
      confirm: (value, values) =>
        value === values.password ? null : '비밀번호가 일치하지 않습니다.',
    },
  });

  if (!token) {
    return (
      <FormCard
        title="비밀번호 재설정"
        description="링크가 올바르지 않습니다. 비밀번호 찾기를 다시 진행해 주세요."
      >
        <Button component={RouterLink} to="/find-pw" size="md">
          비밀번호 찾기
        </Button>
      </FormCard>
    );
  }

  if (done) {
    return (
      <FormCard
        aside={
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconCheck size={28} />
          </ThemeIcon>
        }
        title="비밀번호가 변경되었습니다"
        description="새 비밀번호로 로그인해 주세요."
      >
        <Button component={RouterLink} to="/login" size="md">
          로그인하러 가기
        </Button>
      </FormCard>
    );
  }

  const submit = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await confirmReset({ passwordResetConfirm: { token, new_password: password } }).unwrap();
      setDone(true);
    } catch (caught) {
      const apiError = caught as ApiError;
      if (!applyProblem(form, apiError, {}, { new_password: 'password' }).placed) {
        setError(apiError);
      }
    }
  };

  return (
    <FormCard title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요.">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="새 비밀번호"
            description="영문, 숫자를 포함해 8자 이상"
            autoComplete="new-password"
            size="md"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="새 비밀번호 확인"
            autoComplete="new-password"
            size="md"
            {...form.getInputProps('confirm')}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error.message}
              {error.code === 'reset_token_invalid' ? (
                <Button
                  component={RouterLink}
                  to="/find-pw"
                  variant="subtle"
                  size="compact-sm"
                  ml="xs"
                >
                  링크 다시 받기
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <Button type="submit" size="md" loading={isLoading}>
            비밀번호 변경
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
