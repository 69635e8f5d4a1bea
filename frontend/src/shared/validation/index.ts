//! Client-side form rules shared by the join and account-recovery forms. The server has the final
//! say and answers 422 with its own per-field messages.

export function passwordRule(value: string): string | null {
  if (value.length < 8) return '비밀번호는 8자 이상이어야 합니다.';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value))
    return '비밀번호는 영문과 숫자를 모두 포함해야 합니다.';
  return null;
}

export function phoneRule(digits: string): string | null {
  return /^0\d{8,10}$/.test(digits) ? null : '휴대전화번호를 정확히 입력해 주세요.';
}

export function businessNumberRule(digits: string): string | null {
  return /^\d{10}$/.test(digits) ? null : '사업자등록번호 10자리를 입력해 주세요.';
}
