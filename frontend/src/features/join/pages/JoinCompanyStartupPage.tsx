//! /join-company-startup: registers a new startup company (the person joining becomes its CEO account).
import { Button, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';
import { NewCompanyForm } from '../components/NewCompanyForm';
import { companyChosen, selectJoin } from '../joinSlice';

function CompanyStartupStep() {
  const join = useSelector(selectJoin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <FormCard
      width={560}
      aside={<JoinSteps userType="startup" active={1} />}
      title="새 스타트업 등록"
      description="회사를 새로 등록하면 가입한 분이 회사의 대표 계정이 되어 바로 이용할 수 있습니다."
    >
      <NewCompanyForm
        kindLabel="스타트업"
        initial={join.company?.mode === 'new' ? join.company : undefined}
        onSubmit={(company) => {
          dispatch(companyChosen({ mode: 'new', ...company }));
          void navigate('/join-form-startup');
        }}
      />
      <Text fz="xs" c="dimmed">
        사업자등록번호는 회사당 한 번만 등록할 수 있습니다.
      </Text>
      <Button component={RouterLink} to="/join-company-search" variant="default" size="md">
        이전
      </Button>
    </FormCard>
  );
}

export function JoinCompanyStartupPage() {
  return (
    <JoinStepGuard step="company-startup">
      <CompanyStartupStep />
    </JoinStepGuard>
  );
}
