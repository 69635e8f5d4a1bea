//! /two-factor-setup (2단계 인증 설정): connect an authenticator app (QR code or the secret),
//! confirm it with a code, and save the recovery codes. Begun when the page opens. A user the
//! firm holds here (sent with the notice) goes on to the page they wanted once it is on;
//! anyone else back to 내 정보.
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetMeQuery } from '@/entities/me';
import { IconInfo } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { AuthenticatorConnect } from '../components/AuthenticatorConnect';
import { EnrolmentCodeForm } from '../components/EnrolmentCodeForm';
import { RecoveryCodes } from '../components/RecoveryCodes';
import { useTwoFactorEnrolment } from '../hooks/useTwoFactorEnrolment';
import { MY_INFO_PATH } from '../paths';

/** What the access guard (or the login) sends along when the firm holds the user here. */
type HeldState = { notice?: string; from?: string } | null;

export function TwoFactorSetupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const held = location.state as HeldState;
  const { data: me } = useGetMeQuery();
  const { state, restart } = useTwoFactorEnrolment();
  const [step, setStep] = useState(0);
  const [codes, setCodes] = useState<string[] | null>(null);

  const doneTo = held?.notice ? (held.from ?? '/dashboard') : MY_INFO_PATH;
  const startOver = () => {
    setStep(0);
    restart();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="2단계 인증 설정"
        description="로그인할 때 비밀번호와 함께 인증 앱의 코드를 입력해 계정을 지킵니다."
      />
      {held?.notice && !codes ? (
        <Alert variant="light" color="brand" icon={<IconInfo size={18} />}>
          {held.notice}
        </Alert>
      ) : null}
      {state.kind === 'failed' && state.error.code === 'two_factor_already_enabled' ? (
        <Alert color="gray" variant="light" role="alert">
          {state.error.message}{' '}
          <Anchor component={RouterLink} to={MY_INFO_PATH} fz="sm" fw={600}>
            내 정보로 이동
          </Anchor>
        </Alert>
      ) : null}
      {state.kind === 'failed' && state.error.code !== 'two_factor_already_enabled' ? (
        <LoadError
          title="2단계 인증 설정을 시작하지 못했습니다."
          error={state.error}
          onRetry={restart}
        />
      ) : null}
      {state.kind === 'loading' ? <Skeleton h={360} /> : null}
      {state.kind === 'ready' ? (
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stepper active={step} allowNextStepsSelect={false} aria-label="설정 단계">
            <Stepper.Step label="인증 앱 연결">
              <Stack gap="lg" mt="md">
                <AuthenticatorConnect enrolment={state.enrolment} />
                <Group justify="flex-end">
                  <Button onClick={() => setStep(1)}>다음</Button>
                </Group>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label="코드 확인">
              <Stack mt="md">
                <EnrolmentCodeForm
                  onBack={() => setStep(0)}
                  onRestart={startOver}
                  onConfirmed={(recoveryCodes) => {
                    setCodes(recoveryCodes);
                    setStep(2);
                  }}
                />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label="복구 코드 저장">
              <Stack gap="lg" mt="md">
                <Alert color="teal" variant="light">
                  2단계 인증을 켰습니다. 다음 로그인부터 인증 앱의 코드를 함께 입력합니다.
                </Alert>
                {codes ? <RecoveryCodes codes={codes} email={me?.email} /> : null}
                <Group justify="flex-end">
                  <Button onClick={() => void navigate(doneTo, { replace: true })}>완료</Button>
                </Group>
              </Stack>
            </Stepper.Step>
          </Stepper>
        </Paper>
      ) : null}
    </Stack>
  );
}
