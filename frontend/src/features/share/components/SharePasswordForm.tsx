//! The calm page a link with a password opens on: what it is, the password field and '열기'.
//! The server's answer goes under the field (a wrong password, too many tries and how long to
//! wait); a link refused meanwhile (expired, revoked) goes to the page's refusal instead.
import { Button, Center, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { openShareVisit } from '../api';
import { PASSWORD_EMPTY, refusalOf } from '../model';

export const LOCKED_TITLE = '비밀번호로 보호된 포트폴리오입니다.';

function IconLock({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 11h14v10H5z" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function SharePasswordForm({
  token,
  onUnlocked,
  onRefused,
}: {
  token: string;
  /** The password was right: the visit it opened. */
  onUnlocked: (visit: string) => void;
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
      visit = await openShareVisit(token, password);
    } catch (caught) {
      const refused = caught as ApiError;
      setSending(false);
      if (refusalOf(refused)) onRefused(refused);
      // A wrong password, too many tries (with the minutes to wait), or a failure.
      else setError(refused.message);
      return;
    }
    onUnlocked(visit);
  };

  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="xs" p={40} maw={440} w="100%">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconLock size={28} />
              </ThemeIcon>
              <Title order={1} fz={22}>
                {LOCKED_TITLE}
              </Title>
              <Text c="dimmed" fz="sm" lh={1.7}>
                공유한 분께 받은 비밀번호를 입력해 주세요.
              </Text>
            </Stack>
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
      </Paper>
    </Center>
  );
}
