//! How the fact-check shows: each item status's Korean name and colour, and what a profile's
//! twelve items add up to.
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type { ItemCheckDto, ItemStatusCode } from './factCheckApi';

export const ITEM_STATUSES: Record<ItemStatusCode, StatusInfo> = {
  unchecked: { label: '미검증', color: 'gray' },
  pending: { label: '검증 대기', color: 'orange' },
  verified: { label: '확인', color: 'green' },
  rejected: { label: '반려', color: 'red' },
};

/** An unknown status shows as itself, in grey. */
export function itemStatusInfo(code: string): StatusInfo {
  return ITEM_STATUSES[code as ItemStatusCode] ?? { label: code, color: 'gray' };
}

/** How many items stand in each status. */
export function countChecks(checks: ItemCheckDto[]): Record<ItemStatusCode, number> {
  const counts: Record<ItemStatusCode, number> = {
    unchecked: 0,
    pending: 0,
    verified: 0,
    rejected: 0,
  };
  for (const check of checks) {
    if (check.status in counts) counts[check.status] += 1;
  }
  return counts;
}
