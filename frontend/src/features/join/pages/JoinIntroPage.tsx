//! /join-intro: choose investor or startup sign-up; shows the "finish registration" notice when sent here.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { FormCard } from '@/shared/ui/FormCard';
import { IconBuilding, IconInfo, IconLayers } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ChoiceCard } from '../components/ChoiceCard';
import { joinStarted, type UserType } from '../joinSlice';

export function JoinIntroPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  const start = (userType: UserType) => {
    dispatch(joinStarted(userType));
    void navigate('/join-agree');
  };

  return (
    <FormCard
      width={560}
      title="회원가입"
      description="조합은 투자사와 스타트업을 위한 서비스입니다. 가입 유형을 선택해 주세요."
    >
      {notice ? (
        <Alert color="orange" variant="light" icon={<IconInfo size={18} />} role="status">
          {notice}
        </Alert>
      ) : null}
      <Stack gap="md">
        <ChoiceCard
          icon={<IconBuilding size={26} />}
          title="투자사 가입"
          description="조합을 운영하는 벤처캐피탈, 액셀러레이터, 개인투자조합 업무집행조합원이 가입합니다."
          onClick={() => start('investor')}
        />
        <ChoiceCard
          icon={<IconLayers size={26} />}
          title="스타트업 가입"
          description="투자사와 기업 정보를 공유하고 관리하려는 스타트업이 가입합니다."
          onClick={() => start('startup')}
        />
      </Stack>
      <Text fz="sm" c="dimmed" ta="center">
        이미 계정이 있으신가요?{' '}
        <Anchor component={RouterLink} to="/login" fw={600}>
          로그인
        </Anchor>
      </Text>
    </FormCard>
  );
}
