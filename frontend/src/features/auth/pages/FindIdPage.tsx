//! /find-id: name and phone → the masked e-mail of the matching account.
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { FormCard } from '@/shared/ui/FormCard';
import { phoneRule } from '@/shared/validation';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useFindIdMutation } from '../api';
import { PhoneInput } from '@/shared/ui/PhoneInput';

export function FindIdPage() {
  const navigate = useNavigate();
  const [findId, { isLoading }] = useFindIdMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', phone: '' },
    validate: {
      name: isNotEmpty('이름을 입력해 주세요.'),
      phone: phoneRule,
    },
  });

  const submit = async (values: { name: string; phone: string }) => {
    setError(null);
    try {
      const answer = await findId({
        findIdRequest: { name: values.name.trim(), phone: values.phone },
      }).unwrap();
      void navigate('/find-id-complete', { state: { maskedEmail: answer.masked_email } });
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };

  return (
    <FormCard
      title="아이디 찾기"
      description="가입할 때 입력한 이름과 휴대전화번호로 아이디(이메일)를 찾습니다."
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="이름"
            placeholder="홍길동"
            size="md"
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <PhoneInput
            label="휴대전화번호"
            size="md"
            value={form.values.phone}
            onChange={(digits) => form.setFieldValue('phone', digits)}
            error={form.errors.phone}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" size="md" loading={isLoading}>
            아이디 찾기
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="lg">
        <Anchor component={RouterLink} to="/login" fz="sm">
          로그인
        </Anchor>
        <Anchor component={RouterLink} to="/find-pw" fz="sm" c="dark.5">
          비밀번호 찾기
        </Anchor>
      </Group>
    </FormCard>
  );
}
