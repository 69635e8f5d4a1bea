//! The public share endpoints (no login): a shared portfolio's list and one of its pages, the
//! visit a viewer opens first (with the link's password when it has one) and the reading time
//! that visit reports. A refused link (expired, revoked, unknown) is no error to the viewer: the
//! pages explain it in full, so nothing here raises the shared error notification.
//!
//! None of these goes through the app's base query: a share page sets no session and needs
//! none, and a 401 here (a password asked, a wrong one) is the link's answer, not the end of a
//! GP's session — the base query would log out a GP who opens a protected link while logged in.
//! So no bearer token is sent, and a 401 only tells the page to ask for the password.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@/api/baseApi';
import { apiBaseUrl, parseBody, toApiError, type ApiError } from '@/api/baseQuery';
import type {
  SharedItemApiArg,
  SharedItemDto,
  SharedListApiArg,
  SharedListDto,
  VisitDto,
  VisitTimeBody,
} from '@/api/gen/share';

const ACCEPT = 'application/json, application/problem+json';

const rawPublicQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  responseHandler: async (response) =>
    parseBody(await response.text(), response.headers.get('content-type')),
  prepareHeaders: (headers) => {
    headers.set('Accept', ACCEPT);
    return headers;
  },
});

/** A public request, its failure as the app's typed error. */
async function publicQuery<T>(
  args: FetchArgs,
  api: BaseQueryApi,
): Promise<{ data: T } | { error: ApiError }> {
  const result = await rawPublicQuery(args, api, {});
  return result.error ? { error: toApiError(result.error) } : { data: result.data as T };
}

const sharePath = (token: string) => `api/v1/shares/${encodeURIComponent(token)}`;

const shareEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicSharedList: build.query<SharedListDto, SharedListApiArg>({
      queryFn: ({ token, search, page, visit }, api) =>
        publicQuery<SharedListDto>({ url: sharePath(token), params: { search, page, visit } }, api),
    }),
    publicSharedItem: build.query<SharedItemDto, SharedItemApiArg>({
      queryFn: ({ token, itemNo, visit }, api) =>
        publicQuery<SharedItemDto>(
          { url: `${sharePath(token)}/items/${itemNo}`, params: { visit } },
          api,
        ),
    }),
  }),
});

export const {
  usePublicSharedListQuery: useSharedListQuery,
  usePublicSharedItemQuery: useSharedItemQuery,
} = shareEndpoints;

/** An address under the API on this origin (fetch and beacons need it whole). */
const apiUrl = (path: string) => new URL(path, apiBaseUrl()).href;

/**
 * Opens a visit of the shared portfolio, with the password the viewer typed (none: the link is
 * tried without one). Resolves with the visit token every read then carries.
 *
 * @throws ApiError: `share_password_required`, `share_password_wrong`, `too_many_attempts`,
 *   the link's refusals (`share_expired`, `share_revoked`, `share_not_found`), or a failure.
 */
export async function openShareVisit(token: string, password?: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`${sharePath(token)}/visits`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: ACCEPT },
      body: JSON.stringify(password === undefined ? {} : { password }),
    });
  } catch (caught) {
    throw toApiError({ status: 'FETCH_ERROR', error: String(caught) });
  }
  let body: unknown;
  try {
    body = parseBody(await response.text(), response.headers.get('content-type'));
  } catch (caught) {
    throw toApiError({
      status: 'PARSING_ERROR',
      originalStatus: response.status,
      data: '',
      error: String(caught),
    });
  }
  if (!response.ok) throw toApiError({ status: response.status, data: body });
  const visit = (body as Partial<VisitDto> | null)?.visit;
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
