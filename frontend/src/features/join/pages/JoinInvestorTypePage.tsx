//! /join-investor-type: corporate (C) or individual (P) investor.
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { FormCard } from '@/shared/ui/FormCard';
import { IconBuilding, IconUser } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ChoiceCard } from '../components/ChoiceCard';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';
import { investorTypeChosen, type InvestorType } from '../joinSlice';

function InvestorTypeStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const choose = (type: InvestorType) => {
    dispatch(investorTypeChosen(type));
    void navigate('/join-company-investor');
  };
  return (
    <FormCard
      width={560}
      aside={<JoinSteps userType="investor" active={1} />}
      title="투자사 유형 선택"
      description="조합을 운영하는 주체의 유형을 선택해 주세요."
    >
      <Stack gap="md">
        <ChoiceCard
          icon={<IconBuilding size={26} />}
          title="법인 투자사"
          description="벤처캐피탈, 신기술사업금융회사, 액셀러레이터 등 법인이 조합을 운영합니다."
          onClick={() => choose('C')}
        />
        <ChoiceCard
          icon={<IconUser size={26} />}
          title="개인 투자자"
          description="개인투자조합의 업무집행조합원 등 개인 자격으로 조합을 운영합니다."
          onClick={() => choose('P')}
        />
      </Stack>
      <Button component={RouterLink} to="/join-agree" variant="default" size="md">
        이전
      </Button>
    </FormCard>
  );
}

export function JoinInvestorTypePage() {
  return (
    <JoinStepGuard step="investor-type">
      <InvestorTypeStep />
    </JoinStepGuard>
  );
}
