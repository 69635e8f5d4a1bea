//! The portfolio screens' addresses (the spec's, with `portfolioIdx` and `previewItemNo`), the
//! share link's expiry as the form holds it, the share states' names, the order of the target
//! startups and the overview editor's three blocks.
import type { ApiError } from '@/api/baseQuery';
import { formatDateTime } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type { PortfolioItemDto, ShareStateDto } from './api';

export const PORTFOLIO_LIST_PATH = '/invest-portfolio';
export const PORTFOLIO_DETAIL_PATH = '/invest-portfolio/detail/:portfolioIdx';
export const PORTFOLIO_TARGETS_PATH = '/invest-portfolio/edit/:portfolioIdx';
export const PORTFOLIO_ITEM_PATH = '/invest-portfolio/create/:previewItemNo/:portfolioIdx';

/** `portfolioIdx` 0 on the targets page: a portfolio not made yet. */
export const NEW_PORTFOLIO_IDX = 0;

export const portfolioDetailPath = (portfolioId: number) =>
  `/invest-portfolio/detail/${portfolioId}`;
export const portfolioTargetsPath = (portfolioId: number) =>
  `/invest-portfolio/edit/${portfolioId}`;
/** The overview editor of one page: the page number first, then the portfolio's (the spec's order). */
export const portfolioItemPath = (portfolioId: number, itemId: number) =>
  `/invest-portfolio/create/${itemId}/${portfolioId}`;

/**
 * The server refused the user: portfolios are an investor firm's (403 investor_only, e.g. a
 * startup's account). The page shows the server's reason instead of its content.
 */
export const isRefused = (error: unknown) => (error as ApiError | undefined)?.status === 403;

/** The server's name for a portfolio saved without one. */
export const DEFAULT_PORTFOLIO_TITLE = '포트폴리오';
export const TITLE_MAX_LENGTH = 100;

/** A whole id from the path (`portfolioIdx`, `previewItemNo`): positive, or 0 when `zero` allows it. */
export function idParam(value: string | undefined, { zero = false } = {}): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return null;
  return id > 0 || (zero && id === 0) ? id : null;
}

export const SHARE_STATES: Record<ShareStateDto, StatusInfo> = {
  active: { label: '사용 중', color: 'teal' },
  expired: { label: '만료', color: 'gray' },
  revoked: { label: '중지', color: 'red' },
};

/** A new share link lasts a week unless the user picks another expiry. */
export const SHARE_DAYS = 7;
const DAY_MS = 86_400_000;

/** A share link's expiry as its two inputs hold it, in Korea time: '2026-12-02' and '15:30'. */
export interface ExpiryInput {
  date: string;
  time: string;
}

/** `days` from `now`, to the minute, in Korea time. */
export function defaultExpiry(now: Date = new Date(), days = SHARE_DAYS): ExpiryInput {
  const [date = '', time = ''] = formatDateTime(new Date(now.getTime() + days * DAY_MS)).split(' ');
  return { date: date.replaceAll('.', '-'), time };
}

/**
 * The expiry the server takes (RFC 3339): the inputs read as Korea time (no daylight saving, so
 * always +09:00). Null while either input is empty or malformed.
 */
export function expiresAtOf({ date, time }: ExpiryInput): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00+09:00`;
}

/** A target startup of the portfolio: a page each, in this order. */
export interface Target {
  id: number;
  name: string;
}

export const targetsOf = (items: PortfolioItemDto[]): Target[] =>
  items.map((item) => ({ id: item.startup_id, name: item.startup_name }));

/** `list` with the entry at `index` moved by `step` (−1 up, 1 down); unchanged at either end. */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(to, 0, entry as T);
  return next;
}

export const sameTargets = (a: Target[], b: Target[]) =>
  a.length === b.length && a.every((target, index) => target.id === b[index]?.id);

/** The overview editor's mark of a page changed since it was loaded or saved. */
export const UNSAVED_TEXT = '저장되지 않은 변경 사항';

/** The overview editor's three blocks (childComponentFirst, -Second, -Third), side by side. */
export const BLOCK_LABELS = ['첫 번째 블록', '두 번째 블록', '세 번째 블록'] as const;

/** An item's three blocks, an absent one empty. */
export const blocksOf = (item: Pick<PortfolioItemDto, 'blocks'>): string[] =>
  BLOCK_LABELS.map((_, index) => item.blocks[index] ?? '');

/** Where a page sits among the portfolio's pages, and the pages before and after it. */
export function neighbours(
  items: PortfolioItemDto[],
  itemId: number,
): { index: number; previous: PortfolioItemDto | null; next: PortfolioItemDto | null } {
  const index = items.findIndex((item) => item.id === itemId);
  if (index < 0) return { index, previous: null, next: null };
  return { index, previous: items[index - 1] ?? null, next: items[index + 1] ?? null };
}

/**
 * The startup's industry by its code, as the startup screens name it. Kept here too: a feature
 * does not read another's, and the side panel needs only the names.
 */
const INDUSTRIES: Record<string, string> = {
  ict_service: 'ICT서비스',
  ict_manufacturing: 'ICT제조',
  electric_machinery: '전기/기계/장비',
  chemical_material: '화학/소재',
  bio_medical: '바이오/의료',
  media_content: '영상/공연/음반',
  game: '게임',
  distribution_service: '유통/서비스',
  other: '기타',
  none: '없음',
};

export const industryLabel = (code: string | null | undefined) =>
  code ? (INDUSTRIES[code] ?? code) : '-';
