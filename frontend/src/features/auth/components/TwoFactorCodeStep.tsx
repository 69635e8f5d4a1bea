//! The login's second step, for an account with two-factor login: the authenticator app's six
//! digits, or one of the recovery codes (letters too: the keypad follows the choice).
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

/** What was typed, without the spaces an app shows in the middle ('123 456'). */
const typedCode = (value: string) => value.replace(/\s+/g, '');

export function TwoFactorCodeStep({
  error,
  codeError,
  pending,
  onSubmit,
  onBack,
}: {
  /** A refusal of the login itself (an inactive membership, too many tries). */
  error: string | null;
  /** The server's word on the code (wrong or already used). */
  codeError: string | null;
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (typedCode(value) ? null : '인증 코드를 입력해 주세요.') },
  });

  return (
    <form onSubmit={form.onSubmit(({ code }) => onSubmit(typedCode(code)))} noValidate>
      <Stack gap="md">
        <TextInput
          label="인증 코드"
          description="인증 앱의 6자리 코드 또는 복구 코드를 입력해 주세요."
          placeholder={recovery ? 'xxxx-xxxx' : '123456'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          size="md"
          autoFocus
          {...form.getInputProps('code')}
          error={form.errors.code ?? codeError}
        />
        <Anchor
          component="button"
          type="button"
          fz="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setRecovery(!recovery)}
        >
          {recovery ? '인증 앱 코드 입력' : '복구 코드 입력'}
        </Anchor>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={pending}>
          확인
        </Button>
        <Button variant="subtle" color="gray" fullWidth onClick={onBack} disabled={pending}>
          다른 계정으로 로그인
        </Button>
      </Stack>
    </form>
  );
}
