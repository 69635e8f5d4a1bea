//! Step indicator of the join flow (the steps differ for investors and startups).
import { Stepper } from '@mantine/core';
import type { UserType } from '../joinSlice';

const STEPS: Record<UserType, string[]> = {
  investor: ['약관 동의', '투자사 유형', '회사 선택', '회원 정보', '완료'],
  startup: ['약관 동의', '회사 선택', '회원 정보', '완료'],
};

export function JoinSteps({ userType, active }: { userType: UserType; active: number }) {
  return (
    <Stepper
      active={active}
      size="xs"
      iconSize={24}
      wrap={false}
      allowNextStepsSelect={false}
      aria-label="가입 단계"
      styles={{ separator: { marginInline: 6 }, stepLabel: { whiteSpace: 'nowrap' } }}
    >
      {STEPS[userType].map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}
