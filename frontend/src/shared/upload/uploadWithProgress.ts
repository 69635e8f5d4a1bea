//! Multipart uploads that report how much has been sent. fetch has no upload progress, so this
//! uses XMLHttpRequest, with the same bearer token and problem+json errors as the base query.
import { apiBaseUrl, parseBody, problemMessage, type Problem } from '@/api/baseQuery';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { readToken } from '@/shared/session';

/** One problem the server found in the upload (e.g. `rows.3.unit_count`, '3행: 좌수를 입력해 주세요'). */
export type UploadFieldError = NonNullable<Problem['errors']>[number];

/** A refused or failed upload; `message` is Korean text fit to show. */
export class UploadError extends Error {
  /** HTTP status, 0 when no answer came (network failure). */
  readonly status: number;
  /** Stable problem code (`file_too_large`, ...); null when the answer was no problem document. */
  readonly code: string | null;
  /** The problem's `errors` (one per invalid field or row); empty when it sent none. */
  readonly errors: readonly UploadFieldError[];

  constructor(
    message: string,
    status: number,
    code: string | null,
    errors: readonly UploadFieldError[] = [],
  ) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** The well-formed items of a problem's `errors`; anything else in the body is ignored. */
function fieldErrorsOf(parsed: unknown): UploadFieldError[] {
  const errors =
    typeof parsed === 'object' && parsed !== null && 'errors' in parsed ? parsed.errors : null;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    'message' in item &&
    typeof item.message === 'string'
      ? [
          {
            field: 'field' in item && typeof item.field === 'string' ? item.field : '',
            message: item.message,
          },
        ]
      : [],
  );
}

export interface UploadRequest {
  /** API path without the origin, e.g. `api/v1/unions/5/files?category=others`. */
  path: string;
  method?: 'POST' | 'PUT';
  files: readonly File[];
  /** The multipart field every file is sent in. */
  field?: string;
  /** Defaults to a fresh key: each call is its own operation, and the server never stores it twice. */
  idempotencyKey?: string;
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** The UploadError for an error answer, with the server's message when it sent a problem. */
export function uploadErrorOf(
  status: number,
  body: string,
  contentType: string | null,
): UploadError {
  let parsed: unknown = null;
  try {
    parsed = parseBody(body, contentType);
  } catch {
    // A broken JSON body is no problem document: the generic message is shown.
  }
  const code =
    typeof parsed === 'object' &&
    parsed !== null &&
    'code' in parsed &&
    typeof parsed.code === 'string'
      ? parsed.code
      : null;
  return new UploadError(problemMessage(parsed), status, code, code ? fieldErrorsOf(parsed) : []);
}

/** Sends `files` as multipart/form-data; resolves with the parsed JSON answer (null when empty). */
export function uploadWithProgress<T>(request: UploadRequest): Promise<T> {
  const { path, method = 'POST', files, field = 'file', onProgress } = request;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, new URL(path, apiBaseUrl()).href);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    xhr.setRequestHeader('Idempotency-Key', request.idempotencyKey ?? newIdempotencyKey());

    // Listeners rather than on* properties: test interceptors (msw) only see listeners reliably.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      const contentType = xhr.getResponseHeader('content-type');
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadErrorOf(xhr.status, xhr.responseText, contentType));
        return;
      }
      try {
        resolve(parseBody(xhr.responseText, contentType) as T);
      } catch {
        reject(uploadErrorOf(xhr.status, '', null));
      }
    });
    xhr.addEventListener('error', () => reject(uploadErrorOf(0, '', null)));
    xhr.addEventListener('abort', () => reject(uploadErrorOf(0, '', null)));

    const form = new FormData();
    for (const file of files) form.append(field, file, file.name);
    xhr.send(form);
  });
}
