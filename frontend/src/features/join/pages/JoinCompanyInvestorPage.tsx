//! /join-company-investor: join an investment firm already registered, or register a new one.
import { Button, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { CompanySearchPanel } from '../components/CompanySearchPanel';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';
import { NewCompanyForm } from '../components/NewCompanyForm';
import { companyChosen, existingCompany, selectJoin } from '../joinSlice';

function CompanyInvestorStep() {
  const join = useSelector(selectJoin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'new' | 'existing'>(join.company?.mode ?? 'new');

  return (
    <FormCard
      width={600}
      aside={<JoinSteps userType="investor" active={2} />}
      title="소속 투자사 선택"
      description="처음 가입하는 회사라면 새로 등록하고, 이미 등록된 회사라면 검색해서 선택하세요."
    >
      <SegmentedControl
        fullWidth
        size="md"
        value={mode}
        onChange={(value) => setMode(value as 'new' | 'existing')}
        data={[
          { value: 'new', label: '새 회사 등록' },
          { value: 'existing', label: '등록된 회사 찾기' },
        ]}
      />
      {mode === 'new' ? (
        <>
          <Text fz="sm" c="dimmed">
            회사를 새로 등록하면 가입한 분이 회사의 대표 계정이 되어 바로 이용할 수 있습니다.
          </Text>
          <NewCompanyForm
            kindLabel="회사"
            initial={join.company?.mode === 'new' ? join.company : undefined}
            onSubmit={(company) => {
              dispatch(companyChosen({ mode: 'new', ...company }));
              void navigate('/join-form-investor');
            }}
          />
        </>
      ) : (
        <CompanySearchPanel
          kind="investor"
          selectedId={join.company?.mode === 'existing' ? join.company.id : null}
          onSelect={(company) => {
            dispatch(companyChosen(existingCompany(company)));
            void navigate('/join-form-investor');
          }}
        />
      )}
      <Button component={RouterLink} to="/join-investor-type" variant="default" size="md">
        이전
      </Button>
    </FormCard>
  );
}

export function JoinCompanyInvestorPage() {
  return (
    <JoinStepGuard step="company-investor">
      <CompanyInvestorStep />
    </JoinStepGuard>
  );
}
