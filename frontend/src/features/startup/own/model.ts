//! The startup's own screens: their paths and tabs, which fact-check items each tab edits, and
//! the three forms' values (as typed) to and from the API's bodies.
import { digitsOnly } from '@/shared/format';
import type { FactCheckItemCode } from '@/api/gen/startups';
import type {
  BalanceSheetDto,
  IncomeStatementDto,
  ShareholderDto,
  StartupProfileDto,
  StockKindCode,
} from '../api';
import type { ProfileBody, ShareholderBody, YearFiguresBody } from './api';
import type { StoredYear } from '../figures';
import { BALANCE_ROWS, INCOME_ROWS } from '../profile';

import { OWN_COMPANY_EDIT_PATH } from './paths';

export { OWN_COMPANY_EDIT_PATH, OWN_COMPANY_PATH } from './paths';

export const EDIT_TABS = [
  { value: 'basic', label: '기본 정보' },
  { value: 'shareholders', label: '주주 현황' },
  { value: 'figures', label: '재무 정보' },
  { value: 'documents', label: '자료' },
] as const;
export type EditTab = (typeof EDIT_TABS)[number]['value'];

/** The edit page's address, opened on `tab`. */
export const ownCompanyEditPath = (tab: EditTab = 'basic') =>
  tab === 'basic' ? OWN_COMPANY_EDIT_PATH : `${OWN_COMPANY_EDIT_PATH}?tab=${tab}`;

/** The tab a `tab` query names; the first one for anything else. */
export function editTabOf(value: string | null): EditTab {
  return EDIT_TABS.find((tab) => tab.value === value)?.value ?? 'basic';
}

/**
 * Which tab changes which fact-check item (patents have no form here). The logo and photo on
 * the basic tab count as 기본 정보 (FI01), the documents as 관련 자료 (FI12).
 */
export const TAB_ITEMS: Record<EditTab, FactCheckItemCode[]> = {
  basic: ['FI01', 'FI02', 'FI09', 'FI11'],
  shareholders: ['FI03'],
  figures: ['FI04', 'FI05', 'FI06', 'FI07', 'FI08'],
  documents: ['FI12'],
};

/** The tab where an item is corrected, or null when no form here changes it. */
export function tabOfItem(item: string): EditTab | null {
  const found = (Object.keys(TAB_ITEMS) as EditTab[]).find((tab) =>
    (TAB_ITEMS[tab] as string[]).includes(item),
  );
  return found ?? null;
}

/** A number input's value: a number, or '' (or text) while it holds none. */
export type NumberValue = number | string;

/** A number input's value as the API takes it: null when empty. */
export function numberOrNull(value: NumberValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/,/g, '').trim();
  if (text === '' || text === '-') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

const shown = (value: number | null | undefined): NumberValue => value ?? '';

// ---- 기본 정보 ------------------------------------------------------------------------------

export interface ProfileFormValues {
  industry: string;
  region: string | null;
  size_class: string | null;
  operating_status: string;
  /** YYYY-MM-DD or ''. */
  founded_on: string;
  homepage: string;
  /** Digits only. */
  phone: string;
  address: string;
  is_venture: boolean;
  /** The 벤처기업 confirmation's valid days, YYYY-MM-DD or '' (both or neither). */
  venture_confirmed_on: string;
  venture_expires_on: string;
  tags: string[];
  one_line_intro: string;
  detail_intro: string;
  interview: string;
  issued_shares: NumberValue;
  face_value: NumberValue;
  capital: NumberValue;
  staff_count: NumberValue;
  /** YYYY-MM or ''. */
  staff_basis: string;
  total_investment: NumberValue;
  is_tips: boolean;
  has_follow_on: boolean;
}

/** A company with no profile yet starts from this: the industry is the user's to choose. */
export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  industry: '',
  region: null,
  size_class: null,
  operating_status: 'active',
  founded_on: '',
  homepage: '',
  phone: '',
  address: '',
  is_venture: false,
  venture_confirmed_on: '',
  venture_expires_on: '',
  tags: [],
  one_line_intro: '',
  detail_intro: '',
  interview: '',
  issued_shares: '',
  face_value: '',
  capital: '',
  staff_count: '',
  staff_basis: '',
  total_investment: '',
  is_tips: false,
  has_follow_on: false,
};

export function profileToForm(profile: StartupProfileDto | null): ProfileFormValues {
  if (!profile) return EMPTY_PROFILE_FORM;
  const { size } = profile;
  return {
    industry: profile.industry,
    region: profile.region ?? null,
    size_class: profile.size_class ?? null,
    operating_status: profile.operating_status,
    founded_on: profile.founded_on ?? '',
    homepage: profile.homepage ?? '',
    phone: digitsOnly(profile.phone ?? ''),
    address: profile.address ?? '',
    is_venture: profile.is_venture,
    venture_confirmed_on: profile.venture_confirmed_on ?? '',
    venture_expires_on: profile.venture_expires_on ?? '',
    tags: profile.tags,
    one_line_intro: profile.one_line_intro,
    detail_intro: profile.detail_intro,
    interview: profile.interview,
    issued_shares: shown(size.issued_shares),
    face_value: shown(size.face_value),
    capital: shown(size.capital),
    staff_count: shown(size.staff_count),
    staff_basis: /^\d{4}-\d{2}/.exec(size.staff_basis ?? '')?.[0] ?? '',
    total_investment: profile.total_investment,
    is_tips: profile.is_tips,
    has_follow_on: profile.has_follow_on,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body the form sends. The industry and status are sent as chosen (a blank industry is the
 * server's to refuse under its select); an empty investment total is 0 원, the only amount the
 * body cannot leave out.
 */
export function formToProfileBody(values: ProfileFormValues): ProfileBody {
  return {
    industry: values.industry as ProfileBody['industry'],
    region: (values.region || null) as ProfileBody['region'],
    size_class: (values.size_class || null) as ProfileBody['size_class'],
    operating_status: values.operating_status as ProfileBody['operating_status'],
    founded_on: values.founded_on || null,
    homepage: textOrNull(values.homepage),
    phone: values.phone || null,
    address: textOrNull(values.address),
    is_venture: values.is_venture,
    venture_confirmed_on: values.venture_confirmed_on || null,
    venture_expires_on: values.venture_expires_on || null,
    tags: values.tags,
    one_line_intro: values.one_line_intro,
    detail_intro: values.detail_intro,
    interview: values.interview,
    issued_shares: numberOrNull(values.issued_shares),
    face_value: numberOrNull(values.face_value),
    capital: numberOrNull(values.capital),
    staff_count: numberOrNull(values.staff_count),
    // The server keeps the month of any day of it.
    staff_basis: values.staff_basis ? `${values.staff_basis}-01` : null,
    total_investment: numberOrNull(values.total_investment) ?? 0,
    is_tips: values.is_tips,
    has_follow_on: values.has_follow_on,
  };
}

// ---- 주주 현황 ------------------------------------------------------------------------------

export interface ShareholderRow {
  /** Stable React key; never sent. */
  key: string;
  name: string;
  stock_kind: StockKindCode;
  stock_count: NumberValue;
  stock_amount: NumberValue;
}

export interface ShareholdersFormValues {
  shareholders: ShareholderRow[];
}

let rowSeq = 0;
export function newShareholderRow(holder?: ShareholderDto): ShareholderRow {
  rowSeq += 1;
  return {
    key: `holder-${rowSeq}`,
    name: holder?.name ?? '',
    stock_kind: holder?.stock_kind ?? 'common',
    stock_count: holder?.stock_count ?? '',
    stock_amount: holder?.stock_amount ?? '',
  };
}

export function shareholdersToForm(shareholders: ShareholderDto[]): ShareholdersFormValues {
  return { shareholders: shareholders.map((holder) => newShareholderRow(holder)) };
}

/** The lines as sent; an empty count goes as 0 shares, which the server refuses under it. */
export function formToShareholders(values: ShareholdersFormValues): ShareholderBody[] {
  return values.shareholders.map((row) => ({
    name: row.name.trim(),
    stock_kind: row.stock_kind,
    stock_count: numberOrNull(row.stock_count) ?? 0,
    stock_amount: numberOrNull(row.stock_amount) ?? 0,
  }));
}

/** The listed shares together (empty counts as none). */
export function listedShares(rows: ShareholderRow[]): number {
  return rows.reduce((sum, row) => sum + Math.max(0, numberOrNull(row.stock_count) ?? 0), 0);
}

/**
 * The shares stakes are counted against, as the server counts them: the issued shares when
 * reported, else the listed ones.
 */
export function shareBase(issued: number | null | undefined, listed: number): number {
  return issued !== null && issued !== undefined && issued > 0 ? issued : listed;
}

/** A stake in hundredths of a percent, rounded half up like the server; null without a base. */
export function stakeBasisPoints(count: NumberValue, base: number): number | null {
  const shares = numberOrNull(count);
  if (shares === null || base <= 0) return null;
  return Math.round((shares * 10_000) / base);
}

// ---- 재무 정보 ------------------------------------------------------------------------------

type BalanceKey = (typeof BALANCE_ROWS)[number]['key'];
type IncomeKey = (typeof INCOME_ROWS)[number]['key'];

export interface FiguresFormValues {
  balance: Record<BalanceKey, NumberValue>;
  income: Record<IncomeKey, NumberValue>;
}

/** Lines that may be below zero: equity, and every line of the income statement. */
export const SIGNED_BALANCE: BalanceKey[] = ['total_equity'];

/** The years the profile reports, latest first. */
export function reportedYears(profile: StartupProfileDto | null): number[] {
  if (!profile) return [];
  const years = new Set<number>();
  for (const sheet of [...profile.balance_sheets, ...profile.income_statements]) {
    if (sheet.year !== undefined) years.add(sheet.year);
  }
  return [...years].sort((a, b) => b - a);
}

/** A year's statements as the form shows them (a missing statement as blank lines). */
export function yearToForm(
  balance: BalanceSheetDto | undefined,
  income: IncomeStatementDto | undefined,
): FiguresFormValues {
  return {
    balance: Object.fromEntries(
      BALANCE_ROWS.map((row) => [row.key, shown(balance?.[row.key])]),
    ) as FiguresFormValues['balance'],
    income: Object.fromEntries(
      INCOME_ROWS.map((row) => [row.key, shown(income?.[row.key])]),
    ) as FiguresFormValues['income'],
  };
}

export function figuresToForm(profile: StartupProfileDto | null, year: number): FiguresFormValues {
  return yearToForm(
    profile?.balance_sheets.find((sheet) => sheet.year === year),
    profile?.income_statements.find((sheet) => sheet.year === year),
  );
}

/**
 * A year as the form opens it: the profile's own (its latest three years, always current) first,
 * else the server's list of stored years, else blank.
 */
export function storedYearToForm(
  profile: StartupProfileDto,
  stored: readonly StoredYear[],
  year: number,
): FiguresFormValues {
  if (reportedYears(profile).includes(year)) return figuresToForm(profile, year);
  const found = stored.find((candidate) => candidate.year === year);
  return yearToForm(found?.balance, found?.income);
}

/** The years that are saved: the profile's and the listed ones, latest first. */
export function savedYears(profile: StartupProfileDto, stored: readonly StoredYear[]): number[] {
  const years = new Set([...reportedYears(profile), ...stored.map((candidate) => candidate.year)]);
  return [...years].sort((a, b) => b - a);
}

/** Every line as sent: a blank one is null (not reported, shown as '-'). */
export function formToFigures(values: FiguresFormValues): YearFiguresBody {
  return {
    balance: Object.fromEntries(
      BALANCE_ROWS.map((row) => [row.key, numberOrNull(values.balance[row.key])]),
    ),
    income: Object.fromEntries(
      INCOME_ROWS.map((row) => [row.key, numberOrNull(values.income[row.key])]),
    ),
  };
}
