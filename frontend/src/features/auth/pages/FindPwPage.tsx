//! /find-pw: asks for the account e-mail and requests a reset link.
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '@/shared/ui/notify';
import type { ApiError } from '@/api/baseQuery';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useRequestPasswordResetMutation } from '../api';

export function FindPwPage() {
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: isEmail('올바른 이메일 주소를 입력해 주세요.') },
  });

  const submit = async ({ email }: { email: string }) => {
    try {
      await requestReset({ passwordResetRequest: { email: email.trim() } }).unwrap();
      void navigate('/find-pw-send', { state: { email: email.trim() } });
    } catch (caught) {
      notifyError((caught as ApiError).message);
    }
  };

  return (
    <FormCard
      title="비밀번호 찾기"
      description="가입한 이메일 주소를 입력하면 비밀번호를 다시 설정할 수 있는 링크를 보내 드립니다."
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="이메일"
            placeholder="name@company.com"
            type="email"
            autoComplete="email"
            size="md"
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={isLoading}>
            재설정 링크 받기
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="lg">
        <Anchor component={RouterLink} to="/login" fz="sm">
          로그인
        </Anchor>
        <Anchor component={RouterLink} to="/find-id" fz="sm" c="dark.5">
          아이디 찾기
        </Anchor>
      </Group>
    </FormCard>
  );
}
