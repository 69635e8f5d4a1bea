//! The applicant import from Excel: the template download and the upload. Both go around RTK Query
//! (a file to save, an upload with progress), so the caller refreshes the list itself.
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import type { ImportResponse } from './applicantApi';

/** The name the server gives the template; used when it sends no Content-Disposition. */
export const IMPORT_TEMPLATE_NAME = '출자신청자_등록양식.xlsx';
/** The server refuses bigger files (413 file_too_large). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The file dialog's filter: the extension for most systems, the media type for the rest. */
export const XLSX_ACCEPT =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves the empty template (headers 이름, 구분, 좌수, 연락처, 이메일); rejects with a Korean message. */
export function downloadImportTemplate(): Promise<void> {
  return downloadFile('api/v1/applicant-import-template.xlsx', IMPORT_TEMPLATE_NAME);
}

/**
 * Adds every row of `file` to the union, or none. `idempotencyKey` belongs to the chosen file:
 * sending the same file again with it replays the first answer instead of importing twice.
 */
export function importApplicants(
  unionId: number,
  file: File,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<ImportResponse> {
  return uploadWithProgress<ImportResponse>({
    path: `api/v1/unions/${unionId}/applicants/import`,
    files: [file],
    idempotencyKey,
    onProgress,
  });
}
