//! The LP side's paths and the apply rule (status names and colours come from the union feature,
//! so both sides call a status the same).
import type { PortalUnionDto } from './portalApi';

export const MY_INVESTMENTS_PATH = '/my-investments';
/** The list with `unionId`'s apply dialog opened (after accepting an invitation). */
export const applyPath = (unionId: number) => `${MY_INVESTMENTS_PATH}?apply=${unionId}`;
export const myApplicationPath = (applicantId: number) => `${MY_INVESTMENTS_PATH}/${applicantId}`;

/** Whether the LP may still apply to `union` (recruiting, and no application yet). */
export const canApply = (union: PortalUnionDto) =>
  union.recruiting && (union.applicant_id ?? null) === null;
