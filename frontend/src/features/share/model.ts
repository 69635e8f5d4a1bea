//! The public share views' addresses and refusals. The list's search and page ride in the query
//! string of both pages, so a detail opened from the list and its '목록' come back to the same
//! search on the same page.
import type { ApiError } from '@/api/apiError';
import { positiveInt } from '@/shared/navigation/searchParams';

export { SHARE_ITEM_PATH, SHARE_LIST_PATH } from './paths';

/** The list's state held in the address: the typed search (as typed) and the 1-based page. */
export interface ListQuery {
  search: string;
  page: number;
}

export function readListQuery(params: URLSearchParams): ListQuery {
  return { search: params.get('search') ?? '', page: positiveInt(params.get('page')) ?? 1 };
}

/** The query string of a list state: empty for the first page without search. */
export function writeListQuery({ search, page }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  return params;
}

function withQuery(path: string, query: ListQuery): string {
  const text = writeListQuery(query).toString();
  return text ? `${path}?${text}` : path;
}

export function shareListPath(token: string, query: ListQuery): string {
  return withQuery(`/invest-portfolio/share/${encodeURIComponent(token)}`, query);
}

export function shareItemPath(token: string, itemNo: number, query: ListQuery): string {
  return withQuery(`/invest-portfolio/share/${encodeURIComponent(token)}/${itemNo}`, query);
}

/** Why the server will not show a shared portfolio (or one of its pages). */
export type ShareRefusal = 'expired' | 'revoked' | 'not_found' | 'item_not_found';

export const REFUSAL_TITLES: Record<ShareRefusal, string> = {
  expired: '공유 기간이 끝난 링크입니다',
  revoked: '공유가 중지된 링크입니다',
  not_found: '공유된 포트폴리오를 찾을 수 없습니다',
  item_not_found: '공유된 항목을 찾을 수 없습니다',
};

/** Shown under the title when the server's answer carries no message. */
export const REFUSAL_FALLBACK_TEXT: Record<ShareRefusal, string> = {
  expired: '공유 기간이 만료되어 더 이상 볼 수 없습니다. 공유한 분께 새 링크를 요청해 주세요.',
  revoked: '공유한 분이 공유를 중지했습니다. 공유한 분께 문의해 주세요.',
  not_found: '링크 주소가 잘못되었거나 포트폴리오가 삭제되었습니다.',
  item_not_found: '삭제되었거나 주소가 잘못된 항목입니다.',
};

/**
 * The refusal a failed share request means, or null for a real failure (server, network),
 * which the page shows with a retry instead.
 */
export function refusalOf(error: unknown): ShareRefusal | null {
  if (!error || typeof error !== 'object') return null;
  const { status, code } = error as Partial<ApiError>;
  switch (code) {
    case 'share_expired':
      return 'expired';
    case 'share_revoked':
      return 'revoked';
    case 'share_not_found':
      return 'not_found';
    case 'portfolio_item_not_found':
      return 'item_not_found';
    default:
      // A bare 404 (no problem document, or the router's own `not_found`): the link leads nowhere.
      return status === 404 ? 'not_found' : status === 410 ? 'expired' : null;
  }
}

/** The server's Korean explanation, when it sent one. */
export function refusalMessage(error: unknown): string | null {
  const problem = (error as Partial<ApiError> | undefined)?.problem;
  return problem?.message.trim() ? problem.message : null;
}

/** A public address with the viewer's visit (the frames and links carry it in the query). */
function withVisit(path: string, visit: string | undefined): string {
  return visit ? `${path}?visit=${encodeURIComponent(visit)}` : path;
}

const sharePath = (token: string) => `/api/v1/shares/${encodeURIComponent(token)}`;

/** The title page's PDF, shown in the list's frame (the viewer's toolbar hidden). */
export const titlePdfSrc = (token: string, visit?: string) =>
  `${withVisit(`${sharePath(token)}/pdfs/title`, visit)}#toolbar=0`;

/** The whole portfolio's PDF, opened in a new tab by 'PDF 저장'. */
export const fullPdfHref = (token: string, visit?: string) =>
  withVisit(`${sharePath(token)}/pdfs/full`, visit);

/** A page's PDF, shown in the detail's frame (the viewer's toolbar hidden). */
export const itemPdfSrc = (token: string, itemNo: number, visit?: string) =>
  `${withVisit(`${sharePath(token)}/items/${itemNo}/pdf`, visit)}#toolbar=0`;

/** What a link asks before it opens: its password, or the reader's e-mail proved by a code. */
export type ShareGate = 'password' | 'email';

/** The gate a refusal asks the viewer through, or null when it is no such refusal. */
export function gateOf(error: unknown): ShareGate | null {
  switch ((error as Partial<ApiError> | undefined)?.code) {
    case 'share_password_required':
      return 'password';
    case 'share_email_required':
      return 'email';
    default:
      return null;
  }
}

/**
 * A read refused for want of a visit: the link has a password or asks for the reader's e-mail,
 * and the visit sent is unknown (or none was sent). The page opens a new visit — or asks.
 */
export const needsVisit = (error: unknown): boolean => gateOf(error) !== null;

/** What the password form shows when the field is submitted empty. */
export const PASSWORD_EMPTY = '비밀번호를 입력해 주세요.';

export const EMAIL_EMPTY = '이메일 주소를 입력해 주세요.';
/** The server's own words for an address it refuses (422 on `email`). */
export const EMAIL_INVALID = '이메일 주소를 확인해 주세요.';
export const CODE_EMPTY = '인증번호를 입력해 주세요.';
export const CODE_INVALID = '인증번호 6자리를 입력해 주세요.';

/** Seconds before another code may be asked for: a mail takes a moment to arrive. */
export const CODE_RESEND_SECONDS = 30;

/**
 * What the e-mail field refuses before asking the server (which has the last word): nothing
 * typed, or no `local@domain.tld` shape.
 */
export function emailError(email: string): string | null {
  if (email === '') return EMAIL_EMPTY;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : EMAIL_INVALID;
}

/** What the code field refuses before asking the server: the code is six digits. */
export function codeError(code: string): string | null {
  if (code === '') return CODE_EMPTY;
  return /^\d{6}$/.test(code) ? null : CODE_INVALID;
}

/** The spec's shared PDF frame height (section 9). */
export const PDF_FRAME_HEIGHT = 648;
