//! LP codes and their Korean names and colours (spec section 4), the LP screens' paths and the
//! name rule for LPs who have not signed up yet.

export type LpStatus = 'W' | 'N' | 'S';

export const LP_STATUSES: Record<LpStatus, { label: string; color: string }> = {
  W: { label: '대기', color: 'yellow' },
  N: { label: '정상', color: 'teal' },
  S: { label: '정지', color: 'red' },
};

export const LP_STATUS_ORDER: LpStatus[] = ['W', 'N', 'S'];

export function lpStatusInfo(code: string): { label: string; color: string } {
  return LP_STATUSES[code as LpStatus] ?? { label: code, color: 'gray' };
}

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
