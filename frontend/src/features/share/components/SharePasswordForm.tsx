//! The calm page a link with a password opens on: what it is, the password field and '열기'.
//! The server's answer goes under the field (a wrong password, too many tries and how long to
//! wait); a link refused meanwhile (expired, revoked) goes to the page's refusal instead, and a
//! link that also asks who reads it goes on to the e-mail step with the password it accepted.
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/apiError';
import { IconLock } from '@/shared/ui/icons';
import { openShareVisit } from '../api';
import { gateOf, PASSWORD_EMPTY, refusalOf } from '../model';
import { ShareGateCard } from './ShareGateCard';

export const LOCKED_TITLE = '비밀번호로 보호된 포트폴리오입니다.';

export function SharePasswordForm({
  token,
  onUnlocked,
  onIdentify,
  onRefused,
}: {
  token: string;
  /** The password was right: the visit it opened. */
  onUnlocked: (visit: string) => void;
  /** The password was right, and the link asks for the reader's e-mail too. */
  onIdentify: (password: string) => void;
  /** The link itself was refused (expired, revoked, unknown). */
  onRefused: (error: ApiError) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (password === '') {
      setError(PASSWORD_EMPTY);
      return;
    }
    setSending(true);
    setError(null);
    let visit: string;
    try {
      visit = await openShareVisit(token, { password });
    } catch (caught) {
      const refused = caught as ApiError;
      setSending(false);
      if (refusalOf(refused)) onRefused(refused);
      // The password passed; the server checks the e-mail only after it.
      else if (gateOf(refused) === 'email') onIdentify(password);
      // A wrong password, too many tries (with the minutes to wait), or a failure.
      else setError(refused.message);
      return;
    }
    onUnlocked(visit);
  };

  return (
    <ShareGateCard
      icon={<IconLock size={28} />}
      title={LOCKED_TITLE}
      intro={
        <Text c="dimmed" fz="sm" lh={1.7}>
          공유한 분께 받은 비밀번호를 입력해 주세요.
        </Text>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="비밀번호"
            autoComplete="current-password"
            // The one thing to do on this page.
            autoFocus
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" loading={sending} fullWidth>
            열기
          </Button>
        </Stack>
      </form>
    </ShareGateCard>
  );
}
