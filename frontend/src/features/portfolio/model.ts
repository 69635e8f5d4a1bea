//! The portfolio screens' addresses (the spec's, with `portfolioIdx` and `previewItemNo`), the
//! share link's expiry and password as the form holds them, the share states' names, a link's
//! reading time and what its visits read, the order of the target startups, the overview
//! editor's three blocks and side panel, and whether the PDFs the share pages show are current.
import type { ApiError } from '@/api/baseQuery';
import {
  dash,
  formatDate,
  formatDateTime,
  formatEok,
  formatNumber,
  formatPhone,
} from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type {
  PortfolioCardDto,
  PortfolioItemDto,
  ShareLinkDto,
  ShareStateDto,
  ShareVisitDto,
  StartupProfileDto,
  VisitPageDto,
} from './api';

export {
  PORTFOLIO_DETAIL_PATH,
  PORTFOLIO_ITEM_PATH,
  PORTFOLIO_LIST_PATH,
  PORTFOLIO_TARGETS_PATH,
} from './paths';

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

/** A share link's optional password, as the server takes it: blank for none, else 4 to 64 characters. */
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 64;
export const SHARE_PASSWORD_INVALID = '비밀번호는 4자 이상 64자 이하로 정해 주세요.';

/** The password to send: undefined when blank (no password), otherwise as typed. */
export const sharePasswordOf = (typed: string): string | undefined =>
  typed.trim() === '' ? undefined : typed;

/** What is wrong with a typed share password, or null (blank is no password). */
export function sharePasswordError(typed: string): string | null {
  const password = sharePasswordOf(typed);
  if (password === undefined) return null;
  // Counted in characters as the server counts them (a code point each), not UTF-16 units.
  const length = Array.from(password).length;
  return length < SHARE_PASSWORD_MIN || length > SHARE_PASSWORD_MAX ? SHARE_PASSWORD_INVALID : null;
}

/**
 * Time spent reading, whole seconds: under a minute '45초', under an hour '3분 5초', from an hour
 * '1시간 2분' (the seconds dropped). Nothing read, or a value that is no count, is '0초'.
 */
export function formatReadingTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  if (total < 60) return `${total}초`;
  if (total < 3600) return `${Math.floor(total / 60)}분 ${total % 60}초`;
  return `${Math.floor(total / 3600)}시간 ${Math.floor((total % 3600) / 60)}분`;
}

/** A link's reading summary in the links list: '열람 3회 · 총 4분 10초'. */
export const readingSummary = (link: Pick<ShareLinkDto, 'visit_count' | 'seconds_read'>) =>
  `열람 ${formatNumber(link.visit_count)}회 · 총 ${formatReadingTime(link.seconds_read)}`;

/** What a visit read, named: the list, the page's title, or a page since put away. */
export const visitPageName = (page: Pick<VisitPageDto, 'item_no' | 'title'>) =>
  page.item_no === null || page.item_no === undefined ? '목록' : (page.title ?? '(내려간 항목)');

/** One page's reading across a link's visits (the '페이지별' view). */
export interface PageReading {
  item_no: number | null;
  name: string;
  /** Visits that read it. */
  visits: number;
  /** The identified readers, in the order they first read it. */
  readers: string[];
  seconds: number;
}

/**
 * What a link's visits read, page by page: the list first, then the pages in the portfolio's
 * order (`pageOrder`: its page ids), then pages since put away.
 */
export function pageReadings(visits: ShareVisitDto[], pageOrder: number[]): PageReading[] {
  const byKey = new Map<number | null, PageReading>();
  // Oldest first, so readers appear in the order they came.
  for (const visit of [...visits].reverse()) {
    for (const page of visit.pages) {
      const key = page.item_no ?? null;
      const reading = byKey.get(key) ?? {
        item_no: key,
        name: visitPageName(page),
        visits: 0,
        readers: [],
        seconds: 0,
      };
      byKey.set(key, reading);
      reading.visits += 1;
      reading.seconds += page.seconds;
      if (visit.email && !reading.readers.includes(visit.email)) reading.readers.push(visit.email);
    }
  }
  const rank = (r: PageReading) => {
    if (r.item_no === null) return -1;
    const at = pageOrder.indexOf(r.item_no);
    return at === -1 ? pageOrder.length : at;
  };
  return [...byKey.values()].sort(
    (a, b) => rank(a) - rank(b) || (a.item_no ?? 0) - (b.item_no ?? 0),
  );
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

/** One line of the side panel (and of the PDF's): '대표자' and '박대표'. */
export interface Fact {
  label: string;
  value: string;
}

/** The side panel's facts of a startup, as the editor and the PDFs show them. */
export const startupFacts = (profile: StartupProfileDto): Fact[] => [
  { label: '대표자', value: dash(profile.ceo_name) },
  { label: '설립일', value: formatDate(profile.founded_on) },
  { label: '업종', value: industryLabel(profile.industry) },
  { label: '벤처 인증', value: profile.is_venture ? 'O' : 'X' },
  { label: '연락처', value: formatPhone(profile.phone) },
  { label: '기업가치', value: formatEok(profile.company_value) },
  { label: '누적 투자금', value: formatEok(profile.total_investment) },
];

/** Made before `than` (or never made). */
const madeBefore = (at: string | null | undefined, than: string) =>
  !at || Date.parse(at) < Date.parse(than);

/** A page's stored PDF is missing, or older than its last save. */
export const itemPdfStale = (item: Pick<PortfolioItemDto, 'pdf_at' | 'updated_at'>) =>
  madeBefore(item.pdf_at, item.updated_at);

export interface PdfState {
  /** Every PDF the share pages show exists and was made after the last change. */
  current: boolean;
  /** The pages whose PDF is missing or older than their last save. */
  stalePages: PortfolioItemDto[];
  /** The title page's or the whole portfolio's PDF is missing or older than the last change. */
  portfolioStale: boolean;
}

/**
 * Whether the shared PDFs show the portfolio as it is: each page's made after its last save, and
 * the title page's and the whole portfolio's after the portfolio's last change (a rename, the
 * targets, any page's save all move `updated_at`; storing a PDF does not).
 */
export function pdfState({
  card,
  items,
}: {
  card: PortfolioCardDto;
  items: PortfolioItemDto[];
}): PdfState {
  const stalePages = items.filter(itemPdfStale);
  const portfolioStale =
    madeBefore(card.title_pdf_at, card.updated_at) || madeBefore(card.full_pdf_at, card.updated_at);
  return { current: stalePages.length === 0 && !portfolioStale, stalePages, portfolioStale };
}

/** The notice on the detail page while the shared PDFs are not current. */
export const PDF_STALE_TEXT = '공유 PDF가 최신이 아닙니다.';

/** The name a downloaded PDF is saved under: the title without characters a file name refuses. */
export function pdfFileName(title: string, suffix = ''): string {
  const base = Array.from(title, (char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || '포트폴리오'}${suffix}.pdf`;
}
