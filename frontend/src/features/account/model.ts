//! The account screens' labels and client-side rules (the server has the final say).
import type { Me } from '@/entities/me';

const USER_TYPE_LABELS: Record<Me['user_type'], string> = {
  investor: '투자사',
  startup: '스타트업',
  fact_checker: '팩트체커',
};

const ROLE_LABELS: Record<Me['role'], string> = {
  ceo: '대표',
  staff: '구성원',
};

export const userTypeLabel = (type: Me['user_type']): string => USER_TYPE_LABELS[type] ?? '-';
export const roleLabel = (role: Me['role']): string => ROLE_LABELS[role] ?? '-';

/** The server's password policy, and its words: 8 to 64 characters with a letter and a digit. */
export const PASSWORD_POLICY_MESSAGE =
  '비밀번호는 영문과 숫자를 포함해 8자 이상 64자 이하로 입력해 주세요.';

export function passwordPolicyRule(value: string): string | null {
  // Counted in characters, as the server counts them (not UTF-16 units).
  const length = [...value].length;
  return length >= 8 && length <= 64 && /[A-Za-z]/.test(value) && /[0-9]/.test(value)
    ? null
    : PASSWORD_POLICY_MESSAGE;
}

/** The longest withdrawal reason the server keeps. */
export const REASON_MAX_LENGTH = 500;

export const WITHDRAWAL_DONE_NOTICE = '회원 탈퇴가 완료되었습니다.';
