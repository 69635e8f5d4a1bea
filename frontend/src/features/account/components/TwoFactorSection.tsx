//! 2단계 인증 of 내 정보: whether it is on (since when, recovery codes left), and the way to set
//! it up, renew the recovery codes or turn it off (not while the firm requires it).
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatNumber } from '@/shared/format';
import { IconShield } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { RouterLink } from '@/shared/ui/RouterLink';
import { TWO_FACTOR_SETUP_PATH } from '../paths';
import { REQUIRED_BY_FIRM_NOTE } from '../twoFactor';
import { useTwoFactorStatusQuery, type TwoFactorStatusDto } from '../twoFactorApi';
import { DisableTwoFactorModal, RenewRecoveryCodesModal } from './TwoFactorModals';

const TITLE = '2단계 인증';

function Status({ status }: { status: TwoFactorStatusDto }) {
  if (!status.enabled) {
    return (
      <Group gap="sm">
        <Badge variant="light" color="gray" radius="sm">
          사용 안 함
        </Badge>
        <Text fz="sm" c="dimmed">
          로그인할 때 비밀번호만 입력합니다.
        </Text>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <Badge variant="light" color="teal" radius="sm">
        사용 중
      </Badge>
      {status.enabled_at ? (
        <Text fz="sm" c="dimmed">
          {formatDate(status.enabled_at)}부터
        </Text>
      ) : null}
      <Text fz="sm" c={status.recovery_codes_left <= 2 ? 'orange.8' : 'dimmed'}>
        남은 복구 코드 {formatNumber(status.recovery_codes_left)}개
      </Text>
    </Group>
  );
}

export function TwoFactorSection({ email }: { email?: string }) {
  const { data: status, error, refetch } = useTwoFactorStatusQuery();
  const [open, setOpen] = useState<'renew' | 'disable' | null>(null);
  const close = () => setOpen(null);

  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={TITLE}>
      <Group gap="xs" mb="md">
        <IconShield size={20} />
        <Title order={2} fz={18}>
          {TITLE}
        </Title>
      </Group>
      {error && !status ? (
        <LoadError
          title="2단계 인증 상태를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !status ? <Skeleton h={72} /> : null}
      {status ? (
        <Stack gap="md">
          <Text fz="sm">
            로그인할 때 비밀번호와 함께 인증 앱(Google Authenticator, Microsoft Authenticator,
            네이버 앱 등)의 6자리 코드를 입력해 계정을 지킵니다.
          </Text>
          <Status status={status} />
          {status.required_by_firm ? (
            <Alert variant="light" color="gray" p="xs">
              <Text fz="sm">{REQUIRED_BY_FIRM_NOTE}</Text>
            </Alert>
          ) : null}
          <Group gap="sm">
            {status.enabled ? (
              <>
                <Button variant="default" onClick={() => setOpen('renew')}>
                  복구 코드 다시 만들기
                </Button>
                <Button
                  variant="default"
                  color="red"
                  disabled={status.required_by_firm}
                  onClick={() => setOpen('disable')}
                >
                  해제
                </Button>
              </>
            ) : (
              <Button component={RouterLink} to={TWO_FACTOR_SETUP_PATH}>
                설정하기
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
      <RenewRecoveryCodesModal opened={open === 'renew'} onClose={close} email={email} />
      <DisableTwoFactorModal opened={open === 'disable'} onClose={close} />
    </Paper>
  );
}
