//! The public share endpoints (no login): a shared portfolio's list and one of its pages, the
//! visit a viewer opens first (with the link's password when it has one, and the reader's e-mail
//! with the code mailed to it when the link asks who reads it) and the reading time that visit
//! reports. A refused link (expired, revoked, unknown) is no error to the viewer: the
//! pages explain it in full, so nothing here raises the shared error notification.
//!
//! None of these goes through the app's base query: a share page sets no session and needs
//! none, and a 401 here (a password asked, a wrong one) is the link's answer, not the end of a
//! GP's session — the base query would log out a GP who opens a protected link while logged in.
//! So no bearer token is sent, and a 401 only tells the page to ask for the password. Nor do
//! the reads go through RTK Query: the share pages have a cache of their own (./queryCache.ts),
//! which keeps Redux out of their first download.
import { apiBaseUrl, parseBody, toApiError } from '@/api/apiError';
import type {
  CodeRequestBody,
  SharedItemApiArg,
  SharedItemDto,
  SharedListApiArg,
  SharedListDto,
  VisitBody,
  VisitDto,
  VisitTimeBody,
} from '@/api/gen/share';
import { usePublicQuery, type PublicQueryOptions } from './hooks/usePublicQuery';
import type { QueryResult } from './queryCache';

const ACCEPT = 'application/json, application/problem+json';

/** An address under the API on this origin (fetch and beacons need it whole). */
const apiUrl = (path: string) => new URL(path, apiBaseUrl()).href;

const sharePath = (token: string) => `api/v1/shares/${encodeURIComponent(token)}`;

/** `path` with the parameters that have a value, as RTK Query's fetchBaseQuery sends them. */
function withParams(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A request under the API: its JSON answer, or its failure as the app's typed error. */
async function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<QueryResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers: { ...init.headers, Accept: ACCEPT },
    });
  } catch (caught) {
    return { error: toApiError({ status: 'FETCH_ERROR', error: String(caught) }) };
  }
  let body: unknown;
  try {
    body = parseBody(await response.text(), response.headers.get('content-type'));
  } catch (caught) {
    return {
      error: toApiError({
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: '',
        error: String(caught),
      }),
    };
  }
  return response.ok
    ? { data: body }
    : { error: toApiError({ status: response.status, data: body }) };
}

/** A public read (`path` under the API): what the share pages' cache asks with. */
export const publicGet = (path: string) => send(path);

const listPath = ({ token, search, page, visit }: SharedListApiArg) =>
  withParams(sharePath(token), { search, page, visit });

const itemPath = ({ token, itemNo, visit }: SharedItemApiArg) =>
  withParams(`${sharePath(token)}/items/${itemNo}`, { visit });

/** A shared portfolio's list; `arg` null: not asked yet. */
export const useSharedListQuery = (arg: SharedListApiArg | null, options?: PublicQueryOptions) =>
  usePublicQuery<SharedListDto>(arg && listPath(arg), options);

/** One page of a shared portfolio; `arg` null: not asked yet. */
export const useSharedItemQuery = (arg: SharedItemApiArg | null, options?: PublicQueryOptions) =>
  usePublicQuery<SharedItemDto>(arg && itemPath(arg), options);

const postJson = (path: string, body: unknown) =>
  send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Mails a six-digit code (ten minutes, one use) to the reader's address, for a link that asks
 * who reads it.
 *
 * @throws ApiError: `validation_failed` (on `email`), `too_many_attempts`, the link's refusals
 *   (`share_expired`, `share_revoked`, `share_not_found`), or a failure.
 */
export async function requestShareCode(token: string, email: string): Promise<void> {
  const body: CodeRequestBody = { email };
  const result = await postJson(`${sharePath(token)}/email-codes`, body);
  if ('error' in result) throw result.error;
}

/** What a visit is opened with: what the viewer typed, none of it for a link that asks nothing. */
export interface VisitProof {
  password?: string;
  email?: string;
  code?: string;
}

/**
 * Opens a visit of the shared portfolio with what the viewer gave (nothing: the link is tried
 * as it is). A link with both gates checks the password first, so a right password alone is
 * answered `share_email_required`, and then all three go together. Resolves with the visit token
 * every read then carries.
 *
 * @throws ApiError: `share_password_required`, `share_password_wrong`, `share_email_required`,
 *   `share_code_wrong`, `share_code_expired`, `too_many_attempts`, the link's refusals
 *   (`share_expired`, `share_revoked`, `share_not_found`), or a failure.
 */
export async function openShareVisit(token: string, proof: VisitProof = {}): Promise<string> {
  // What was not given stays out of the body (JSON drops undefined): the link is tried without it.
  const body: VisitBody = { ...proof };
  const result = await postJson(`${sharePath(token)}/visits`, body);
  if ('error' in result) throw result.error;
  const visit = (result.data as Partial<VisitDto> | null)?.visit;
  if (typeof visit !== 'string' || visit === '') {
    throw toApiError({ status: 'CUSTOM_ERROR', error: 'no visit' });
  }
  return visit;
}

const timeUrl = (token: string, visit: string) =>
  apiUrl(`${sharePath(token)}/visits/${encodeURIComponent(visit)}/time`);

/** Reports reading time while the page is open. Lost reports are not retried: the log is a guide. */
export function sendReadingTime(token: string, visit: string, body: VisitTimeBody): void {
  fetch(timeUrl(token, visit), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/**
 * Reports reading time as the page goes away (hidden, closed, left): a beacon, which the browser
 * delivers after the page is gone, or a request kept alive where there is no beacon or it was
 * not queued.
 */
export function beaconReadingTime(token: string, visit: string, body: VisitTimeBody): void {
  const url = timeUrl(token, visit);
  const json = JSON.stringify(body);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))
    ) {
      return;
    }
  } catch {
    // A refused beacon (too large, a bad address): the request below instead.
  }
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    keepalive: true,
  }).catch(() => {});
}

export type { SharedItemDto, SharedListDto, SharedRowDto, VisitTimeBody } from '@/api/gen/share';
