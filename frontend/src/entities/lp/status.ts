//! LP member statuses (spec section 4) with their Korean names and colours.
import type { StatusInfo } from '@/shared/ui/StatusBadge';

export type LpStatus = 'W' | 'N' | 'S';

export const LP_STATUSES: Record<LpStatus, StatusInfo> = {
  W: { label: '대기', color: 'yellow' },
  N: { label: '정상', color: 'teal' },
  S: { label: '정지', color: 'red' },
};

export const LP_STATUS_ORDER: LpStatus[] = ['W', 'N', 'S'];

/** An unknown code shows as itself, in grey. */
export function lpStatusInfo(code: string): StatusInfo {
  return LP_STATUSES[code as LpStatus] ?? { label: code, color: 'gray' };
}
