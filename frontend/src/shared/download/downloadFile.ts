//! Authenticated file downloads: a plain link cannot send the bearer token, so the file is fetched
//! with it and saved through a blob URL under the name the server gives in Content-Disposition.
import { apiBaseUrl, parseBody, problemMessage } from '@/api/baseQuery';
import { readToken } from '@/shared/session';

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
async function fetchFile(url: string | URL): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(new URL(url, apiBaseUrl()), { headers });
  } catch {
    throw new Error(DOWNLOAD_ERROR_MESSAGE);
  }
  if (!response.ok) throw await failureOf(response);
  return response;
}

/** Downloads `url` like `fetchFile` and saves it under the server's name (else `fallbackName`). */
export async function downloadFile(url: string | URL, fallbackName: string): Promise<void> {
  const response = await fetchFile(url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the save asynchronously; revoking at once could cancel it.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
