//! The investment ledger's xlsx import: the template download, the upload (one sheet each for
//! investments, later rounds, recoveries and valuations; every row or none), and the texts that
//! tell how it went. Both requests go around RTK Query (a file to save, an upload with progress).
import { downloadFile } from '@/shared/download/downloadFile';
import type { UploadFieldError } from '@/shared/upload/uploadWithProgress';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';
import type { LedgerImportDto } from './api';

/** The name the template is saved under when the server sends no Content-Disposition. */
export const LEDGER_TEMPLATE_NAME = '투자원장_양식.xlsx';
/** The file dialog's filter: the extension for most systems, the media type for the rest. */
export const XLSX_ACCEPT =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The problem code of a sheet with refused rows (`errors` holds one item per problem). */
export const INVALID_ROWS = 'import_invalid_rows';

/** Saves the empty template; rejects with an Error whose message is Korean text fit to show. */
export function downloadLedgerTemplate(): Promise<void> {
  return downloadFile('api/v1/investment-ledger/template.xlsx', LEDGER_TEMPLATE_NAME);
}

/**
 * Records every row of `file` or none. `idempotencyKey` belongs to the picked file: sent again
 * after a lost answer, the server replays the first one instead of importing twice (a refusal
 * frees the key, so the same pick can be retried once the sheet is fixed).
 */
export function importLedger(
  file: File,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<LedgerImportDto> {
  return uploadWithProgress<LedgerImportDto>({
    path: 'api/v1/investment-ledger/import',
    files: [file],
    idempotencyKey,
    onProgress,
  });
}

/** '투자 3건, 후속 투자 1건, 회수 1건, 가치 평가 0건을 가져왔습니다.' */
export function importedText(counts: LedgerImportDto): string {
  return (
    `투자 ${counts.investments}건, 후속 투자 ${counts.funding_rounds}건, ` +
    `회수 ${counts.recoveries}건, 가치 평가 ${counts.valuations}건을 가져왔습니다.`
  );
}

/**
 * How many sheet rows the problems are about: a field names its sheet and row first
 * (`investments.5.amount`, `rounds.3.on`), so two problems of one row count once. A problem
 * naming no row (no field, or no row number after the sheet) counts as a row of its own.
 */
export function refusedRowCount(errors: readonly UploadFieldError[]): number {
  const rows = new Set<string>();
  errors.forEach((error, index) => {
    const [sheet, row] = error.field.split('.');
    rows.add(sheet && row ? `${sheet}.${row}` : `#${index}`);
  });
  return rows.size;
}

/** The line above the refused rows' list. */
export const refusedRowsText = (count: number) =>
  `${count}개 행에 문제가 있어 아무것도 반영하지 않았습니다.`;
