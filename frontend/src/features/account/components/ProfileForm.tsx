//! 기본 정보 of /my-info-edit: the user's name and phone, saved with PATCH /me; saved, the user
//! is back on 내 정보 with the new values. The server's field messages show under their fields.
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import type { Me } from '@/entities/me';
import { applyProblem } from '@/shared/ui/applyProblem';
import { FormSection } from '@/shared/ui/FormSection';
import { notifySuccess } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { phoneRule } from '@/shared/validation';
import { useUpdateMeMutation } from '../api';
import { MY_INFO_PATH } from '../paths';

interface ProfileValues {
  name: string;
  phone: string;
}

export function ProfileForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { name: me.name, phone: me.phone.replace(/\D/g, '') },
    validate: {
      name: isNotEmpty('이름을 입력해 주세요.'),
      phone: phoneRule,
    },
  });

  const submit = async (values: ProfileValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await updateMe({
        myProfileBody: { name: values.name.trim(), phone: values.phone },
      }).unwrap();
      notifySuccess('내 정보를 저장했습니다.');
      void navigate(MY_INFO_PATH);
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
      <FormSection title="기본 정보" description="이메일은 로그인 아이디여서 바꿀 수 없습니다.">
        <TextInput label="이메일" value={me.email} readOnly variant="filled" />
        <TextInput
          label="이름"
          autoComplete="name"
          withAsterisk
          maxLength={50}
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label="휴대폰"
          withAsterisk
          value={form.values.phone}
          onChange={(digits) => form.setFieldValue('phone', digits)}
          error={form.errors.phone}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void navigate(MY_INFO_PATH)}
            disabled={isLoading}
          >
            취소
          </Button>
          <Button type="submit" loading={isLoading}>
            저장
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
