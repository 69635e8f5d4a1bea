//! The applicant Excel export, saved through the shared authenticated download.
import { apiBaseUrl } from '@/api/baseQuery';
import { downloadFile } from '@/shared/download/downloadFile';

export { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';

/** Downloads the applicants matching `status` and `q`; rejects when the server does not answer with the file. */
export async function downloadApplicants(
  unionId: number,
  filter: { status?: string; q?: string },
): Promise<void> {
  const url = new URL(`api/v1/unions/${unionId}/applicants.xlsx`, apiBaseUrl());
  if (filter.status) url.searchParams.set('status', filter.status);
  if (filter.q) url.searchParams.set('q', filter.q);
  await downloadFile(url, `applicants-${unionId}.xlsx`);
}
