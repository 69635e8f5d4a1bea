//! Step 2 of the two-factor setup: the six digits the app shows, confirmed by the server, which
//! answers the recovery codes. A wrong code shows under the field; an enrolment the server no
//! longer holds starts over.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { useConfirmTwoFactorMutation } from '../twoFactorApi';
import { sixDigitRule, typedCode } from '../twoFactor';

export function EnrolmentCodeForm({
  onBack,
  onConfirmed,
  onRestart,
}: {
  onBack: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
  /** The server holds no enrolment (it expired or was replaced): begin again. */
  onRestart: () => void;
}) {
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();
  const [problem, setProblem] = useState<{ message: string; code: string | null } | null>(null);
  const inFlight = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: sixDigitRule },
  });

  const submit = async ({ code }: { code: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const answer = await confirm({ twoFactorCodeBody: { code: typedCode(code) } }).unwrap();
      onConfirmed(answer.recovery_codes);
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        setProblem({ message: unplaced[0]?.message ?? error.message, code: error.code });
      }
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={360}>
        <TextInput
          label="인증 코드"
          description="인증 앱에 표시된 6자리 숫자를 입력하세요."
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          size="md"
          withAsterisk
          autoFocus
          {...form.getInputProps('code')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem.message}
            {problem.code === 'two_factor_not_started' ? (
              <div>
                <Button variant="light" size="xs" mt="sm" onClick={onRestart}>
                  QR 코드 다시 받기
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={onBack} disabled={isLoading}>
            이전
          </Button>
          <Button type="submit" loading={isLoading}>
            확인
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
