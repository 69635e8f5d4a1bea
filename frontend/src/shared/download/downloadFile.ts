//! Authenticated file downloads: a plain link cannot send the bearer token, so the file is fetched
//! with it and saved through a blob URL under the name the server gives in Content-Disposition.
//! A long one (a file streamed without a known size) can report the bytes received and be cancelled.
import { apiBaseUrl, parseBody, problemMessage } from '@/api/baseQuery';
import { readToken } from '@/shared/session';
import { saveBlob } from './saveBlob';

/** Spec section 8, download failure. */
export const DOWNLOAD_ERROR_MESSAGE = '서버 오류입니다. 지속되면 고객센터로 연락해 주세요.';

/** The saved name: `filename*` (UTF-8, keeps Korean names) first, then `filename`, then `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return plain || fallback;
}

/** The Korean reason of a failed download: the server's problem message, else the spec's text. */
async function failureOf(response: Response): Promise<Error> {
  try {
    const body = parseBody(await response.text(), response.headers.get('content-type'));
    return new Error(problemMessage(body, DOWNLOAD_ERROR_MESSAGE));
  } catch {
    return new Error(DOWNLOAD_ERROR_MESSAGE);
  }
}

/**
 * Fetches `url` (an API URL or a path under the origin) with the bearer token. Rejects with an
 * Error whose message is Korean text fit to show when the server does not answer with the file.
 */
async function fetchFile(url: string | URL, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(new URL(url, apiBaseUrl()), { headers, signal });
  } catch {
    throw new Error(DOWNLOAD_ERROR_MESSAGE);
  }
  if (!response.ok) throw await failureOf(response);
  return response;
}

/** Saves the fetched file under the server's name (else `fallbackName`). */
function saveFile(response: Response, blob: Blob, fallbackName: string): void {
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Downloads `url` like `fetchFile` and saves it under the server's name (else `fallbackName`). */
export async function downloadFile(url: string | URL, fallbackName: string): Promise<void> {
  const response = await fetchFile(url);
  saveFile(response, await response.blob(), fallbackName);
}

/** Reads the body chunk by chunk, reporting the bytes received so far after each. */
async function readWithProgress(
  response: Response,
  onProgress: (receivedBytes: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size);
    return blob;
  }
  const reader = response.body.getReader();
  // Stop reading at once when cancelled, whether or not the fetch itself honours the signal.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: BlobPart[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads `url` like `downloadFile`, reporting the bytes received as they arrive (for a file
 * streamed without a known size). Resolves 'saved' once saved, or 'cancelled' when `signal`
 * aborts it: then nothing is saved and there is nothing to report. Other failures reject with
 * Korean text fit to show.
 */
export async function downloadFileWithProgress(
  url: string | URL,
  fallbackName: string,
  onProgress: (receivedBytes: number) => void,
  signal?: AbortSignal,
): Promise<'saved' | 'cancelled'> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetchFile(url, signal);
  } catch (error) {
    if (signal?.aborted) return 'cancelled';
    throw error;
  }
  try {
    blob = await readWithProgress(response, onProgress, signal);
  } catch {
    if (signal?.aborted) return 'cancelled';
    // The connection broke off mid-file.
    throw new Error(DOWNLOAD_ERROR_MESSAGE);
  }
  if (signal?.aborted) return 'cancelled';
  saveFile(response, blob, fallbackName);
  return 'saved';
}
