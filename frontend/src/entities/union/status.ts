//! Union statuses (spec section 4) with their Korean names and colours: the one map every screen
//! uses, the firm's and the LP's alike.
import type { StatusInfo } from '@/shared/ui/StatusBadge';

export type UnionStatus = 'R' | 'S' | 'C' | 'F' | 'A' | 'E';

export const UNION_STATUSES: Record<UnionStatus, StatusInfo> = {
  R: { label: '모집중', color: 'blue' },
  S: { label: '모집중지', color: 'orange' },
  C: { label: '모집마감', color: 'grape' },
  F: { label: '결성진행중', color: 'cyan' },
  A: { label: '추가모집', color: 'indigo' },
  E: { label: '결성완료', color: 'teal' },
};

export const UNION_STATUS_ORDER: UnionStatus[] = ['R', 'S', 'C', 'F', 'A', 'E'];

/** An unknown code shows as itself, in grey. */
export function unionStatusInfo(code: string): StatusInfo {
  return UNION_STATUSES[code as UnionStatus] ?? { label: code, color: 'gray' };
}
