//! Union codes and their Korean names and colours (spec sections 4 and 9): the one map the UI uses.

export type UnionStatus = 'R' | 'S' | 'C' | 'F' | 'A' | 'E';

export const UNION_STATUSES: Record<UnionStatus, { label: string; color: string }> = {
  R: { label: '모집중', color: 'blue' },
  S: { label: '모집중지', color: 'orange' },
  C: { label: '모집마감', color: 'grape' },
  F: { label: '결성진행중', color: 'cyan' },
  A: { label: '추가모집', color: 'indigo' },
  E: { label: '결성완료', color: 'teal' },
};

export const UNION_STATUS_ORDER: UnionStatus[] = ['R', 'S', 'C', 'F', 'A', 'E'];

export function statusInfo(code: string): { label: string; color: string } {
  return UNION_STATUSES[code as UnionStatus] ?? { label: code, color: 'gray' };
}

export const FUND_TYPES: Record<string, string> = { '1': '벤처투자조합', '2': '개인투자조합' };
export const PAYMENT_METHODS: Record<string, string> = {
  '1': '일시납',
  '2': '수시납',
  '3': '분할납',
};

export const fundTypeLabel = (code: string | null | undefined) => (code && FUND_TYPES[code]) || '-';
export const paymentMethodLabel = (code: string | null | undefined) =>
  (code && PAYMENT_METHODS[code]) || '-';

export const UNION_LIST_PATH = '/lp-invest-union-management/list';
export const UNION_CREATE_PATH = '/lp-invest-union-management/edit';
export const unionEditPath = (id: number | string) => `/lp-invest-union-management/edit/${id}`;

export const DETAIL_TABS = [
  { value: 'apply', label: '출자 신청 관리' },
  { value: 'info', label: '기본 정보' },
  { value: 'data', label: '관련 자료' },
  { value: 'communication', label: '커뮤니케이션' },
  { value: 'invest', label: '투자 증빙' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['value'];

export const unionDetailPath = (id: number | string, tab: DetailTab = 'apply') =>
  `/lp-invest-union-management/detail/${id}/${tab}`;

export const unionDataEditPath = (id: number | string) =>
  `/lp-invest-union-management/detail/${id}/data/edit`;

/** True on the data tab's edit route (…/data/edit), which is shown under the data tab. */
export const isDataEditPath = (pathname: string) => /\/data\/edit\/*$/.test(pathname);

/** The tab named by the path's last segment; the bare detail path shows apply. */
export function tabOf(pathname: string): DetailTab {
  if (isDataEditPath(pathname)) return 'data';
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return DETAIL_TABS.find((tab) => tab.value === last)?.value ?? 'apply';
}

/** Applicant (application progress) statuses, spec section 4, in the order the tabs show them. */
export type ApplicantStatus = 'R' | 'C' | 'S' | 'P' | 'F';

export const APPLICANT_STATUSES: Record<ApplicantStatus, { label: string; color: string }> = {
  R: { label: '심사중', color: 'blue' },
  C: { label: '심사완료', color: 'cyan' },
  S: { label: '서류제출', color: 'grape' },
  P: { label: '납입완료', color: 'teal' },
  F: { label: '출자마감', color: 'gray' },
};

export const APPLICANT_STATUS_ORDER: ApplicantStatus[] = ['R', 'C', 'S', 'P', 'F'];

export function applicantStatusInfo(code: string): { label: string; color: string } {
  return APPLICANT_STATUSES[code as ApplicantStatus] ?? { label: code, color: 'gray' };
}

export const LP_TYPES: Record<string, string> = { individual: '개인', corporate: '법인' };
export const lpTypeLabel = (code: string | null | undefined) => (code && LP_TYPES[code]) || '-';

export const applicantDetailPath = (unionId: number | string, applicantId: number | string) =>
  `/lp-invest-union-management/detail/${unionId}/apply/member/${applicantId}`;
