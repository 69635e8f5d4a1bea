//! /join-company-search: a startup member finds the startup already registered, or goes on to register it.
import { Anchor, Button, Paper, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { CompanySearchPanel } from '../components/CompanySearchPanel';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';
import { companyChosen, existingCompany, selectJoin } from '../joinSlice';

function CompanySearchStep() {
  const join = useSelector(selectJoin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <FormCard
      width={600}
      aside={<JoinSteps userType="startup" active={1} />}
      title="소속 스타트업 찾기"
      description="이미 등록된 스타트업이라면 검색해서 선택하세요. 대표의 승인 후 이용할 수 있습니다."
    >
      <CompanySearchPanel
        kind="startup"
        selectedId={join.company?.mode === 'existing' ? join.company.id : null}
        onSelect={(company) => {
          dispatch(companyChosen(existingCompany(company)));
          void navigate('/join-form-startup');
        }}
      />
      <Paper bg="gray.0" p="md" radius="md">
        <Text fz="sm">
          찾는 회사가 없나요?{' '}
          <Anchor component={RouterLink} to="/join-company-startup" fw={700}>
            새 스타트업 등록하기
          </Anchor>
        </Text>
      </Paper>
      <Button component={RouterLink} to="/join-agree" variant="default" size="md">
        이전
      </Button>
    </FormCard>
  );
}

export function JoinCompanySearchPage() {
  return (
    <JoinStepGuard step="company-startup">
      <CompanySearchStep />
    </JoinStepGuard>
  );
}
