//! The investment screens' addresses, the base date they read and where a held share's price
//! comes from.
import type { PriceSourceDto } from './api';

export const INVEST_SOURCES_PATH = '/invest-resources';
export const INVEST_SOURCE_DETAIL_PATH = '/invest-resources/detail';
export const INVEST_COMPANIES_PATH = '/invest-enterprise';
export const INVEST_MANAGERS_PATH = '/invest-manager';

export const INVESTOR_ONLY_TEXT = '투자 재원은 투자사 회원만 이용할 수 있습니다.';
export const COMPANIES_INVESTOR_ONLY_TEXT = '투자 기업은 투자사 회원만 이용할 수 있습니다.';
export const MANAGERS_INVESTOR_ONLY_TEXT = '투자 담당자는 투자사 회원만 이용할 수 있습니다.';

/** The query key of the base date; without it the screens value on today in Korea. */
export const BASE_DATE_PARAM = 'base_date';

/** The spec's address of a union's detail (`issno` is the union), on the same base date. */
export function investSourceDetailPath(unionId: number, baseDate: string | null): string {
  const query = new URLSearchParams({ issno: String(unionId) });
  if (baseDate) query.set(BASE_DATE_PARAM, baseDate);
  return `${INVEST_SOURCE_DETAIL_PATH}?${query.toString()}`;
}

/** A positive whole id from the query, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** A 'YYYY-MM-DD' date from the query, or null (then today counts). */
export function dateParam(value: string | null): string | null {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export const PRICE_SOURCES: Record<PriceSourceDto, string> = {
  investment: '투자 단가',
  round: '후속 투자',
  valuation: '가치 평가',
};

/** The ledger rows a GP adds, each by its own form. */
export type EntryKind = 'investment' | 'round' | 'recovery' | 'valuation';

/** The buttons that open the forms, in the order a card shows them. */
export const ENTRY_BUTTONS: { kind: EntryKind; label: string }[] = [
  { kind: 'investment', label: '투자 추가' },
  { kind: 'round', label: '후속 투자 추가' },
  { kind: 'recovery', label: '회수 추가' },
  { kind: 'valuation', label: '가치 평가 추가' },
];
