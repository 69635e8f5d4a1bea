//! Union codes the union screens name (fund types, payment methods), the detail screen's tabs
//! and addresses, and the screens' load failures. Statuses and LP types every area shows live in
//! src/entities.
import { UNION_LIST_PATH } from '@/entities/union';

export const FUND_TYPE_CODES = ['1', '2'] as const;
export const PAYMENT_METHOD_CODES = ['1', '2', '3'] as const;

export const FUND_TYPES: Record<string, string> = { '1': '벤처투자조합', '2': '개인투자조합' };
export const PAYMENT_METHODS: Record<string, string> = {
  '1': '일시납',
  '2': '수시납',
  '3': '분할납',
};

export const fundTypeLabel = (code: string | null | undefined) => (code && FUND_TYPES[code]) || '-';
export const paymentMethodLabel = (code: string | null | undefined) =>
  (code && PAYMENT_METHODS[code]) || '-';

export const DETAIL_TABS = [
  { value: 'apply', label: '출자 신청 관리' },
  { value: 'info', label: '기본 정보' },
  { value: 'formation', label: '결성 관리' },
  { value: 'capital', label: '출자금' },
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

/** The not-found view of a union id that does not exist (or is not the firm's). */
export const UNION_NOT_FOUND = {
  title: '조합을 찾을 수 없습니다.',
  text: '삭제되었거나 주소가 잘못된 조합입니다.',
  backTo: UNION_LIST_PATH,
  backLabel: '조합 목록으로 이동',
};

export const UNION_LOAD_FAILED = '조합 정보를 불러오지 못했습니다.';
