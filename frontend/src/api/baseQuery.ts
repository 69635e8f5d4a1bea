//! The one base query: bearer token, problem+json errors, session endings and the error notification.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { REGISTRATION_NOTICE, SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { clearStorages, navigateTo, pageLoader, readToken, sessionEnded } from '@/shared/session';
import { notifyError } from '@/shared/ui/notify';
import type { components } from './gen/schema';

/** RFC 9457 problem document as the server sends it (application/problem+json). */
export type Problem = components['schemas']['Problem'];

/** The error every generated hook reports. `message` is always a Korean text fit to show. */
export interface ApiError {
  /** HTTP status, or RTK Query's marker for network, parsing and timeout failures. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Stable problem code (e.g. 'invalid_credentials'); null when the answer was no problem document. */
  code: string | null;
  message: string;
  /** Field-level validation messages keyed by field name (422 validation_failed). */
  fieldErrors: Record<string, string>;
  problem: Problem | null;
}

/** Per-endpoint options: `silent` endpoints show their errors themselves (e.g. inline in a form). */
export interface ApiExtraOptions {
  silent?: boolean;
}

/** Absolute origin: RTK Query under jsdom needs an absolute base URL; in the browser it is the SPA's origin. */
export function apiBaseUrl(): string {
  return new URL('/', window.location.href).href;
}

/** JSON for any JSON media type (application/json, application/problem+json), text otherwise. */
export function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  return /[/+]json/i.test(contentType ?? '') ? JSON.parse(text) : text;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text(), response.headers.get('content-type'));
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  responseHandler: readBody,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json, application/problem+json');
    return headers;
  },
});

function isProblem(data: unknown): data is Problem {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { code?: unknown }).code === 'string' &&
    typeof (data as { status?: unknown }).status === 'number'
  );
}

/**
 * The Korean text to show for an error answer: the problem document's message, or `fallback`
 * when the body is no problem (a proxy's HTML page, a network failure). Also used by the
 * requests made outside RTK Query (uploads, downloads).
 */
export function problemMessage(body: unknown, fallback = SERVER_ERROR_MESSAGE): string {
  return isProblem(body) && body.message.trim() ? body.message : fallback;
}

/** Turns RTK Query's raw error into the typed ApiError. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  const problem = typeof error.status === 'number' && isProblem(error.data) ? error.data : null;
  const fieldErrors: Record<string, string> = {};
  for (const item of problem?.errors ?? []) {
    if (item.field && !(item.field in fieldErrors)) fieldErrors[item.field] = item.message;
  }
  return {
    status: error.status as ApiError['status'],
    code: problem?.code ?? null,
    message: problemMessage(problem),
    fieldErrors,
    problem,
  };
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const tokenSent = readToken() !== null;
  const result = await rawBaseQuery(args, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error);

  // An expired or revoked session: forget it everywhere and start over at the root.
  if (error.status === 401 && tokenSent) {
    clearStorages();
    api.dispatch(sessionEnded());
    pageLoader.replace('/');
    return { error, meta: result.meta };
  }

  // The user's company membership is no longer active (pending, rejected or expelled).
  // Without a token (the login call itself) there is no session to end, only storage to clear.
  if (error.status === 403 && error.code?.startsWith('membership_')) {
    clearStorages();
    if (!extraOptions?.silent) notifyError(error.message);
    if (tokenSent) {
      api.dispatch(sessionEnded());
      navigateTo('/login', { replace: true });
    }
    return { error, meta: result.meta };
  }

  // Logged in but registration is not finished: the intro screen shows the notice.
  if (error.status === 403 && error.code === 'registration_incomplete') {
    navigateTo('/join-intro', {
      replace: true,
      state: { notice: error.problem?.message || REGISTRATION_NOTICE },
    });
    return { error, meta: result.meta };
  }

  if (!extraOptions?.silent) notifyError(error.message);
  return { error, meta: result.meta };
};
