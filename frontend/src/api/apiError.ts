//! The API's typed error and the pieces of reading an answer, apart from the base query so that
//! the public share pages use them without the session, the notifications and the bearer token.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
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

/** Absolute origin: RTK Query under jsdom needs an absolute base URL; in the browser it is the SPA's origin. */
export function apiBaseUrl(): string {
  return new URL('/', window.location.href).href;
}

/** JSON for any JSON media type (application/json, application/problem+json), text otherwise. */
export function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  return /[/+]json/i.test(contentType ?? '') ? JSON.parse(text) : text;
}

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
