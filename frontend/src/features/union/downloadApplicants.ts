//! The applicant Excel export: fetched with the session's bearer token, saved through a blob URL.
import { apiBaseUrl } from '@/api/baseQuery';
import { readToken } from '@/shared/session';

/** Spec section 8, download failure. */
export const DOWNLOAD_ERROR_MESSAGE = '서버 오류입니다. 지속되면 고객센터로 연락해 주세요.';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain || fallback;
}

/** Downloads the applicants matching `status` and `q`; rejects when the server does not answer with the file. */
export async function downloadApplicants(
  unionId: number,
  filter: { status?: string; q?: string },
): Promise<void> {
  const url = new URL(`api/v1/unions/${unionId}/applicants.xlsx`, apiBaseUrl());
  if (filter.status) url.searchParams.set('status', filter.status);
  if (filter.q) url.searchParams.set('q', filter.q);
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, `applicants-${unionId}.xlsx`);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
