//! The legacy report pages (spec: /old-report, reports the previous system made before
//! 2024.05.30, read-only): their addresses (`rpt_mng_no`, and `cmpy` for a company by its place
//! in the report, from 0), how a report's type, year and totals read, which company shows its
//! recovery, and the members' counts and shares.
import { formatDate } from '@/shared/format';
import type { LegacyCompanyDto, LegacyMemberDto } from '../api';

export const LEGACY_PATH = '/old-report';
export const LEGACY_STATUS_PATH = '/old-report/status';
export const LEGACY_RESULT_PATH = '/old-report/result';
export const LEGACY_LIST_PATH = '/old-report/result/list';
export const LEGACY_DETAIL_PATH = '/old-report/result/detail';
export const LEGACY_PRINT_PATH = '/old-report/result/print';
export const LEGACY_DETAIL_PRINT_PATH = '/old-report/result/detail/print';
export const LEGACY_MEMBER_STATUS_PATH = '/old-report/member/status';
export const LEGACY_MEMBER_DATA_PATH = '/old-report/member/data';
export const LEGACY_DATAHELP_PATH = '/old-report/member/datahelp';
export const LEGACY_INFO_EDIT_PATH = '/old-report/member/info-edit';

export const LEGACY_NOTE =
  '2024.05.30 이전에 이전 시스템에서 만든 보고서입니다. 조회만 할 수 있고 수정할 수 없습니다.';

const withReport = (path: string, reportNo: number, extra: Record<string, number> = {}) =>
  `${path}?${new URLSearchParams(
    Object.entries({ rpt_mng_no: reportNo, ...extra }).map(([key, value]) => [key, String(value)]),
  ).toString()}`;

export const legacyResultPath = (no: number) => withReport(LEGACY_RESULT_PATH, no);
export const legacyListPath = (no: number) => withReport(LEGACY_LIST_PATH, no);
export const legacyPrintPath = (no: number) => withReport(LEGACY_PRINT_PATH, no);
export const legacyMemberStatusPath = (no: number) => withReport(LEGACY_MEMBER_STATUS_PATH, no);
export const legacyMemberDataPath = (no: number) => withReport(LEGACY_MEMBER_DATA_PATH, no);
export const legacyDataHelpPath = (no: number) => withReport(LEGACY_DATAHELP_PATH, no);
export const legacyDetailPath = (no: number, index: number) =>
  withReport(LEGACY_DETAIL_PATH, no, { cmpy: index });
export const legacyDetailPrintPath = (no: number, index: number) =>
  withReport(LEGACY_DETAIL_PRINT_PATH, no, { cmpy: index });

/** A company's place in the report from the query (`cmpy`, from 0), or null when not one. */
export function indexParam(value: string | null, count: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const index = Number(value);
  return index < count ? index : null;
}

/** `R01`: made automatically from an uploaded file; anything else was written by hand. */
export function reportTypeLabel(type: string): string {
  return type === 'R01' ? '자동 생성' : '직접 작성';
}

/** The year a legacy report was made, in Korean time: what the sidebar groups it under. */
export function legacyYear(createAt: string): number {
  return Number(formatDate(createAt).slice(0, 4));
}

/** Nothing held any more and something recovered: the company shows 회수금 and 이익률. */
export function isRecovered(company: LegacyCompanyDto): boolean {
  return company.stock_value_money === 0 && company.collect_money > 0;
}

const ratio = (value: number, invested: number) => (invested > 0 ? value / invested : null);

/** The stored multiple, or (지분 가치 + 회수금) ÷ 투자금액 when the old system kept none. */
export function companyMultiple(company: LegacyCompanyDto): number | null {
  return (
    company.multiple ??
    ratio(company.stock_value_money + company.collect_money, company.invest_money)
  );
}

/** The stored 이익률, or (멀티플 − 1) × 100 when the old system kept none. */
export function companyBenefit(company: LegacyCompanyDto): number | null {
  if (company.benefit !== null && company.benefit !== undefined) return company.benefit;
  const multiple = companyMultiple(company);
  return multiple === null ? null : (multiple - 1) * 100;
}

export function viewCounts(members: LegacyMemberDto[]) {
  const viewed = members.filter((member) => member.viewed).length;
  return { total: members.length, viewed, notViewed: members.length - viewed };
}
