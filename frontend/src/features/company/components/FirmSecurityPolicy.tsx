//! 보안 정책 of an investment firm: whether every member must use two-factor login, and how many
//! do. Only the CEO changes it (turning it on is confirmed first: members without it are held at
//! the setup); a CEO without two-factor login of their own is told to set it up first.
import {
  Alert,
  Anchor,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { TWO_FACTOR_SETUP_PATH } from '@/entities/me';
import { formatNumber } from '@/shared/format';
import { LoadError } from '@/shared/ui/LoadError';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useFirmTwoFactorQuery, useSetFirmTwoFactorMutation, type FirmTwoFactorDto } from '../api';
import { REQUIRE_TWO_FACTOR_WARNING } from '../model';

const TITLE = '보안 정책';

function Enrolled({ policy }: { policy: FirmTwoFactorDto }) {
  const share = policy.members > 0 ? (policy.enrolled / policy.members) * 100 : 0;
  return (
    <Stack gap={6}>
      <Text fz="sm">
        구성원 {formatNumber(policy.members)}명 중 {formatNumber(policy.enrolled)}명이 2단계 인증을
        사용하고 있습니다.
      </Text>
      <Progress value={share} color="teal" size="md" aria-label="2단계 인증 사용 구성원 비율" />
    </Stack>
  );
}

export function FirmSecurityPolicy({ isCeo }: { isCeo: boolean }) {
  const { data: policy, error, refetch } = useFirmTwoFactorQuery();
  const [setRequired, { isLoading }] = useSetFirmTwoFactorMutation();
  const [problem, setProblem] = useState<{ message: string; code: string | null } | null>(null);

  const save = async (required: boolean) => {
    setProblem(null);
    try {
      await setRequired({ firmTwoFactorBody: { required } }).unwrap();
      notifySuccess(
        required
          ? '모든 구성원에게 2단계 인증을 필수로 했습니다.'
          : '2단계 인증 필수를 해제했습니다.',
      );
    } catch (caught) {
      const failure = caught as ApiError;
      setProblem({ message: failure.message, code: failure.code });
    }
  };

  const change = (required: boolean) => {
    if (!required) {
      void save(false);
      return;
    }
    modals.openConfirmModal({
      title: '2단계 인증 필수',
      children: <Text fz="sm">{REQUIRE_TWO_FACTOR_WARNING}</Text>,
      labels: { confirm: '필수로 바꾸기', cancel: '취소' },
      onConfirm: () => void save(true),
    });
  };

  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={TITLE}>
      <Title order={2} fz={18} mb="md">
        {TITLE}
      </Title>
      {error && !policy ? (
        <LoadError
          title="보안 정책을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !policy ? <Skeleton h={80} /> : null}
      {policy ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Switch
              label="모든 구성원에게 2단계 인증 필수"
              checked={policy.required}
              disabled={!isCeo || isLoading}
              onChange={(event) => change(event.currentTarget.checked)}
            />
            <Text fz="xs" c="dimmed">
              {isCeo
                ? '켜면 구성원 모두 로그인할 때 인증 앱의 코드를 함께 입력합니다.'
                : '보안 정책은 대표 계정만 바꿀 수 있습니다.'}
            </Text>
          </Stack>
          <Enrolled policy={policy} />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              <Text fz="sm">{problem.message}</Text>
              {problem.code === 'two_factor_not_enabled' ? (
                <Anchor component={RouterLink} to={TWO_FACTOR_SETUP_PATH} fz="sm" fw={600}>
                  2단계 인증 설정하기
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
