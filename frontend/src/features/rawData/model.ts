//! The workbook's address for the chosen sheets and the guess of its size: the server streams it
//! while writing, so no total is known until the last byte.

/** Saved under this name only when the server gives none (it sends `{회사명}_데이터_{YYYYMMDD}.xlsx`). */
export const RAW_DATA_FALLBACK_NAME = '원천_데이터.xlsx';

const BASE_BYTES = 8 * 1024;
const BYTES_PER_ROW = 80;
/** The bar waits here until the download really ends: the estimate is only a guess. */
const MAX_ESTIMATED_SHARE = 0.95;

/** The workbook with only `sheets` (server names such as `unions`), in the given order. */
export function rawDataFileUrl(sheets: string[]): string {
  return `api/v1/raw-data.xlsx?sheets=${sheets.map(encodeURIComponent).join(',')}`;
}

/** The expected size of a workbook of `rows` rows in all: 8 KB plus 80 bytes a row. */
export function estimatedBytes(rows: number): number {
  return BASE_BYTES + BYTES_PER_ROW * rows;
}

/** The bar's percent for `received` bytes of an estimated `estimate`, at most 95 until done. */
export function estimatedPercent(received: number, estimate: number): number {
  if (estimate <= 0) return 0;
  return Math.min(received / estimate, MAX_ESTIMATED_SHARE) * 100;
}
