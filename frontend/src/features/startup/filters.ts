//! The search filters as the page keeps them: in the address (so reload, back and forward keep
//! a search), read back from it, and turned into the request. Amounts stay in 억원 as typed in
//! the address and become whole won only in the request.
import type { ReactNode } from 'react';
import { oneOf } from '@/shared/codes/oneOf';
import { applyProblem, type FormProblem } from '@/shared/ui/applyProblem';
import { INDUSTRY_CODES, REGION_CODES } from './model';
import type { IndustryCode, RegionCode, SearchStartupsApiArg } from './api';

export interface StartupFilters {
  /** A piece of the company name, as typed. */
  q: string;
  industries: IndustryCode[];
  regions: RegionCode[];
  /** 억원, as typed ('' for open). */
  salesMin: string;
  salesMax: string;
  investmentMin: string;
  investmentMax: string;
  /** YYYY-MM-DD or ''. */
  foundedFrom: string;
  foundedTo: string;
  tips: boolean;
  venture: boolean;
  incubated: boolean;
  followOn: boolean;
}

export type TextFilter =
  'q' | 'salesMin' | 'salesMax' | 'investmentMin' | 'investmentMax' | 'foundedFrom' | 'foundedTo';
export type FlagFilter = 'tips' | 'venture' | 'incubated' | 'followOn';

export const FLAG_FILTERS: { key: FlagFilter; label: string }[] = [
  { key: 'tips', label: 'TIPS' },
  { key: 'venture', label: '벤처인증' },
  { key: 'incubated', label: '보육기업' },
  { key: 'followOn', label: '후속투자' },
];

export const NO_FILTERS: StartupFilters = {
  q: '',
  industries: [],
  regions: [],
  salesMin: '',
  salesMax: '',
  investmentMin: '',
  investmentMax: '',
  foundedFrom: '',
  foundedTo: '',
  tips: false,
  venture: false,
  incubated: false,
  followOn: false,
};

const AMOUNT = /^\d*\.?\d*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT_KEYS = ['salesMin', 'salesMax', 'investmentMin', 'investmentMax'] as const;
const DATE_KEYS = ['foundedFrom', 'foundedTo'] as const;
const FLAG_KEYS: FlagFilter[] = FLAG_FILTERS.map((flag) => flag.key);
const EOK = 100_000_000;

function codeList<T extends string>(codes: readonly T[], raw: string | null): T[] {
  const picked = (raw ?? '').split(',').map((value) => oneOf(codes, value));
  // An address edited by hand may repeat or misspell a code: keep each known one once.
  return codes.filter((code) => picked.includes(code));
}

/** The filters in an address; whatever is malformed there counts as not set. */
export function readFilters(params: URLSearchParams): StartupFilters {
  const filters: StartupFilters = {
    ...NO_FILTERS,
    q: params.get('q') ?? '',
    industries: codeList(INDUSTRY_CODES, params.get('industries')),
    regions: codeList(REGION_CODES, params.get('regions')),
  };
  for (const key of AMOUNT_KEYS) {
    const value = params.get(key) ?? '';
    filters[key] = AMOUNT.test(value) ? value : '';
  }
  for (const key of DATE_KEYS) {
    const value = params.get(key) ?? '';
    filters[key] = DATE.test(value) ? value : '';
  }
  for (const key of FLAG_KEYS) filters[key] = params.get(key) === '1';
  return filters;
}

/** The address of the filters: only those set, so a plain search has a plain address. */
export function writeFilters(filters: StartupFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.industries.length) params.set('industries', filters.industries.join(','));
  if (filters.regions.length) params.set('regions', filters.regions.join(','));
  for (const key of [...AMOUNT_KEYS, ...DATE_KEYS]) {
    if (filters[key]) params.set(key, filters[key]);
  }
  for (const key of FLAG_KEYS) {
    if (filters[key]) params.set(key, '1');
  }
  return params;
}

/** 억원 as typed to whole won; undefined for an open end ('' or a bare '.'). */
export function eokToWon(eok: string): number | undefined {
  if (eok.trim() === '') return undefined;
  const value = Number(eok);
  return Number.isFinite(value) ? Math.round(value * EOK) : undefined;
}

/** The request for `page` of the filtered list. Flags are sent only when set (spec section 5). */
export function searchArgs(
  filters: StartupFilters,
  page: number,
  pageSize: number,
): SearchStartupsApiArg {
  return {
    q: filters.q.trim() || undefined,
    industries: filters.industries.join(',') || undefined,
    regions: filters.regions.join(',') || undefined,
    salesMin: eokToWon(filters.salesMin),
    salesMax: eokToWon(filters.salesMax),
    investmentMin: eokToWon(filters.investmentMin),
    investmentMax: eokToWon(filters.investmentMax),
    foundedFrom: filters.foundedFrom || undefined,
    foundedTo: filters.foundedTo || undefined,
    tips: filters.tips || undefined,
    venture: filters.venture || undefined,
    incubated: filters.incubated || undefined,
    followOn: filters.followOn || undefined,
    page,
    pageSize,
  };
}

/** The server's names of the fields a 422 can name, each under one filter of the sidebar. */
const SERVER_FIELDS = {
  q: '',
  industries: '',
  regions: '',
  sales_min: '',
  sales_max: '',
  investment_min: '',
  investment_max: '',
  founded_from: '',
  founded_to: '',
};
export type FilterField = keyof typeof SERVER_FIELDS;

export interface FilterErrors {
  /** Each message under the filter it names. */
  byField: Partial<Record<FilterField, ReactNode>>;
  /** Messages naming no filter (shown above the results). */
  unplaced: string[];
}

/** A refused search's field messages, placed like a form's (the filters are no Mantine form). */
export function filterErrors(problem: FormProblem): FilterErrors {
  const byField: FilterErrors['byField'] = {};
  const { unplaced } = applyProblem(
    {
      getValues: () => SERVER_FIELDS,
      setFieldError: (path, message) => {
        byField[path as FilterField] = message;
      },
    },
    problem,
  );
  return { byField, unplaced: unplaced.map((item) => item.message) };
}
