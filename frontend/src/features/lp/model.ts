//! The LP screens' paths and the name rule for LPs who have not signed up yet (statuses and LP
//! types live in src/entities/lp).

/** The server leaves the name empty until the LP signs up: the e-mail stands in for it. */
export const displayName = (member: { name: string; email: string }) =>
  member.name.trim() || member.email || '-';

export const LP_MEMBER_LIST_PATH = '/lp-membership-management/list';
export const lpMemberDetailPath = (id: number | string) => `/lp-membership-management/detail/${id}`;
export const LP_GROUP_LIST_PATH = '/lp-group-management/list';
export const lpGroupEditPath = (id: number | string) => `/lp-group-management/${id}/edit`;

/** A positive integer route parameter, or null when the address is malformed. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
