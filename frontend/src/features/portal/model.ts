//! The LP side's paths, the apply rule and the LP's own totals (status names and colours come
//! from src/entities, so both sides call a status the same).
import type { MyApplicationDto, PortalUnionDto } from './api';

export const MY_INVESTMENTS_PATH = '/my-investments';
/** The list with `unionId`'s apply dialog opened (after accepting an invitation). */
export const applyPath = (unionId: number) => `${MY_INVESTMENTS_PATH}?apply=${unionId}`;
export const myApplicationPath = (applicantId: number) => `${MY_INVESTMENTS_PATH}/${applicantId}`;

/** Whether the LP may still apply to `union` (recruiting, and no application yet). */
export const canApply = (union: PortalUnionDto) =>
  union.recruiting && (union.applicant_id ?? null) === null;

/** The statuses in which an application's money is in: 납입완료 and, after it, 출자마감. */
const PAID_STATUSES: ReadonlySet<string> = new Set(['P', 'F']);

export interface ApplicationTotals {
  count: number;
  /** Won applied over every application. */
  applied: number;
  /** Won of the applications paid (P, F). */
  paid: number;
  /** Won of the others, still to be paid. */
  pending: number;
  /** paid / applied, from 0 to 1 (0 with nothing applied). */
  paidShare: number;
}

/** The LP's applications summed: how much applied, how much of it paid. */
export function applicationTotals(items: MyApplicationDto[]): ApplicationTotals {
  let applied = 0;
  let paid = 0;
  for (const { applicant } of items) {
    applied += applicant.amount;
    if (PAID_STATUSES.has(applicant.status)) paid += applicant.amount;
  }
  return {
    count: items.length,
    applied,
    paid,
    pending: applied - paid,
    paidShare: applied > 0 ? paid / applied : 0,
  };
}
