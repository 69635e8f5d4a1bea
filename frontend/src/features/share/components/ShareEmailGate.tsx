//! The calm page a link that asks who reads it opens on (after its password, when it has one):
//! why it asks, that the PDFs will carry the address, then the address ('인증번호 받기') and the
//! mailed code ('열기'), with '인증번호 다시 받기' after a short wait and '이메일 바꾸기'.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { ApiError } from '@/api/apiError';
import { IconMail } from '@/shared/ui/icons';
import { useEmailGate } from '../hooks/useEmailGate';
import { ShareGateCard } from './ShareGateCard';

export const EMAIL_GATE_TITLE = '이메일 인증이 필요한 포트폴리오입니다.';

const submitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

export function ShareEmailGate({
  token,
  password,
  onUnlocked,
  onRefused,
}: {
  token: string;
  /** The password the server accepted, for a link with both gates: sent again with the code. */
  password?: string;
  /** The code was right: the visit it opened. */
  onUnlocked: (visit: string) => void;
  /** The link itself was refused (expired, revoked, unknown). */
  onRefused: (error: ApiError) => void;
}) {
  const gate = useEmailGate(token, password, { onUnlocked, onRefused });

  return (
    <ShareGateCard
      icon={<IconMail size={28} />}
      title={EMAIL_GATE_TITLE}
      intro={
        <>
          <Text c="dimmed" fz="sm" lh={1.7}>
            공유한 분이 열람자 확인을 요청했습니다. 이메일로 받은 인증번호를 입력하면 열람할 수
            있습니다.
          </Text>
          <Text c="dimmed" fz="xs">
            열람하는 PDF에는 입력한 이메일 주소가 표시됩니다.
          </Text>
        </>
      }
    >
      {gate.step === 'email' ? (
        <form onSubmit={submitted(gate.sendCode)} noValidate>
          <Stack gap="md">
            <TextInput
              label="이메일"
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              // The one thing to do on this page.
              autoFocus
              value={gate.email}
              error={gate.emailProblem}
              onChange={(event) => gate.changeEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={gate.sending} fullWidth>
              인증번호 받기
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitted(gate.open)} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Text fz="sm" lh={1.6}>
                <Text span fw={600} style={{ wordBreak: 'break-all' }}>
                  {gate.email}
                </Text>{' '}
                주소로 인증번호를 보냈습니다.
              </Text>
              <Text c="dimmed" fz="xs">
                인증번호는 10분 동안 쓸 수 있습니다.
              </Text>
            </Stack>
            <TextInput
              label="인증번호"
              placeholder="숫자 6자리"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              // The address step is gone: the code is what to type now.
              autoFocus
              value={gate.code}
              error={gate.codeProblem}
              onChange={(event) => gate.changeCode(event.currentTarget.value)}
            />
            <Button type="submit" loading={gate.opening} fullWidth>
              열기
            </Button>
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                disabled={gate.sending || gate.opening}
                onClick={gate.editEmail}
              >
                이메일 바꾸기
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={gate.sending}
                disabled={gate.resendLeft > 0 || gate.opening}
                onClick={gate.sendCode}
              >
                {gate.resendLeft > 0
                  ? `인증번호 다시 받기 (${gate.resendLeft}초)`
                  : '인증번호 다시 받기'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ShareGateCard>
  );
}
