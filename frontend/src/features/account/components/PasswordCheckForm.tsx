//! The current password asked before a two-factor change (turning it off, new recovery codes):
//! the server's field message shows under the field, any other refusal above the buttons.
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';

export function PasswordCheckForm({
  children,
  submitLabel,
  color,
  loading,
  onCancel,
  onSubmit,
}: {
  /** What the change does, above the field. */
  children?: ReactNode;
  submitLabel: string;
  color?: string;
  loading: boolean;
  onCancel: () => void;
  /** Rejects with the API's error when the server refuses. */
  onSubmit: (password: string) => Promise<void>;
}) {
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
      await onSubmit(password);
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
        {children}
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
          <Button variant="default" onClick={onCancel} disabled={loading}>
            취소
          </Button>
          <Button type="submit" color={color} loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
