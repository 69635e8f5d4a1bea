//! /join-form-investor and /join-form-startup: the account step of each join flow.
import { FormCard } from '@/shared/ui/FormCard';
import { AccountForm } from '../components/AccountForm';
import { JoinStepGuard } from '../components/JoinStepGuard';
import { JoinSteps } from '../components/JoinSteps';

export function JoinFormInvestorPage() {
  return (
    <JoinStepGuard step="form-investor">
      <FormCard
        width={560}
        aside={<JoinSteps userType="investor" active={3} />}
        title="회원 정보 입력"
        description="로그인에 사용할 이메일과 비밀번호, 담당자 정보를 입력해 주세요."
      >
        <AccountForm userType="investor" companyStep="/join-company-investor" />
      </FormCard>
    </JoinStepGuard>
  );
}

export function JoinFormStartupPage() {
  return (
    <JoinStepGuard step="form-startup">
      <FormCard
        width={560}
        aside={<JoinSteps userType="startup" active={2} />}
        title="회원 정보 입력"
        description="로그인에 사용할 이메일과 비밀번호, 담당자 정보를 입력해 주세요."
      >
        <AccountForm userType="startup" companyStep="/join-company-search" />
      </FormCard>
    </JoinStepGuard>
  );
}
