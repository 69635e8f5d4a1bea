//! A saved search (검색 저장, /search-result/{id}): the page's filters as the server stores them
//! (amounts in whole won, lists as arrays), and a stored one back as the search page's address.
import { eokToWon, writeFilters, type StartupFilters } from './filters';
import { INDUSTRY_CODES, REGION_CODES, STARTUP_SEARCH_PATH } from './model';
import type { SavedSearchBody } from './api';

/** Won in one 억원 is 10^8: the digits after the point of an amount in 억원. */
const EOK_DIGITS = 8;

/**
 * Whole won as 억원 the way the sidebar takes them: 150000000 → '1.5', 1 → '0.00000001'; ''
 * for none or an amount that is no whole number of won. Exact (no floating point on the way).
 */
export function wonToEok(won: number | null | undefined): string {
  if (won === null || won === undefined || !Number.isSafeInteger(won) || won < 0) return '';
  const digits = String(won).padStart(EOK_DIGITS + 1, '0');
  const fraction = digits.slice(-EOK_DIGITS).replace(/0+$/, '');
  const whole = digits.slice(0, -EOK_DIGITS);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The search as saved: what the page searches with, every filter named (open ones as null). */
export function savedSearchBody(filters: StartupFilters): SavedSearchBody {
  return {
    q: filters.q.trim() || null,
    industries: filters.industries,
    regions: filters.regions,
    sales_min: eokToWon(filters.salesMin) ?? null,
    sales_max: eokToWon(filters.salesMax) ?? null,
    investment_min: eokToWon(filters.investmentMin) ?? null,
    investment_max: eokToWon(filters.investmentMax) ?? null,
    founded_from: filters.foundedFrom || null,
    founded_to: filters.foundedTo || null,
    tips: filters.tips,
    venture: filters.venture,
    incubated: filters.incubated,
    follow_on: filters.followOn,
  };
}

/** A saved search as the page's filters (codes in the sidebar's order, unknown ones dropped). */
export function savedFilters(saved: SavedSearchBody): StartupFilters {
  return {
    q: saved.q ?? '',
    industries: INDUSTRY_CODES.filter((code) => saved.industries?.includes(code)),
    regions: REGION_CODES.filter((code) => saved.regions?.includes(code)),
    salesMin: wonToEok(saved.sales_min),
    salesMax: wonToEok(saved.sales_max),
    investmentMin: wonToEok(saved.investment_min),
    investmentMax: wonToEok(saved.investment_max),
    foundedFrom: saved.founded_from ?? '',
    foundedTo: saved.founded_to ?? '',
    tips: saved.tips ?? false,
    venture: saved.venture ?? false,
    incubated: saved.incubated ?? false,
    followOn: saved.follow_on ?? false,
  };
}

/** The search page's address that shows a saved search: its filters in the query. */
export function savedSearchAddress(saved: SavedSearchBody): string {
  const query = writeFilters(savedFilters(saved)).toString();
  return query ? `${STARTUP_SEARCH_PATH}?${query}` : STARTUP_SEARCH_PATH;
}
