//! A startup's yearly figures as a spreadsheet (one row a year, 연도 then every balance-sheet and
//! income-statement line by its Korean name): the address it is served at, its download (with
//! the bearer token, under the server's name), and the sheet read back into years.
import { downloadFile } from '@/shared/download/downloadFile';
import { notifyError } from '@/shared/ui/notify';
import { BALANCE_ROWS, INCOME_ROWS, type Row } from './profile';
import type { BalanceSheetDto, IncomeStatementDto } from './startupApi';
import { DOWNLOAD_FAILED } from './documents';

export const figuresSheetPath = (startupId: number) => `api/v1/startups/${startupId}/figures.xlsx`;

/** Saves the sheet; a failure is told with the server's reason. */
export function downloadFiguresSheet(startupId: number): void {
  downloadFile(figuresSheetPath(startupId), '재무제표.xlsx').catch((error: Error) =>
    notifyError(error.message, DOWNLOAD_FAILED),
  );
}

/** One stored year, both statements (a line the company left blank is null). */
export interface StoredYear {
  year: number;
  balance: BalanceSheetDto;
  income: IncomeStatementDto;
}

export const YEAR_HEADER = '연도';

/** A cell as a whole number: a number, or text of one (thousands separators allowed). */
function wholeNumber(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell) : null;
  if (typeof cell !== 'string') return null;
  const text = cell.replace(/[,\s]/g, '');
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * The years of a sheet's rows (the first row is the header, found by name like the server does),
 * latest first. A row without a year is skipped.
 */
export function yearsOfSheet(rows: readonly (readonly unknown[])[]): StoredYear[] {
  const [header = [], ...body] = rows;
  const column = (label: string) =>
    header.findIndex((cell) => typeof cell === 'string' && cell.replace(/\s/g, '') === label);
  const yearColumn = column(YEAR_HEADER);
  if (yearColumn < 0) return [];
  const lines = <T>(list: Row<T>[], row: readonly unknown[]) => {
    const values: Partial<Record<Row<T>['key'], number | null>> = {};
    for (const line of list) {
      const at = column(line.label);
      values[line.key] = at < 0 ? null : wholeNumber(row[at]);
    }
    return values;
  };
  const years = new Map<number, StoredYear>();
  for (const row of body) {
    const year = wholeNumber(row[yearColumn]);
    if (year === null) continue;
    years.set(year, {
      year,
      balance: { year, ...lines<BalanceSheetDto>(BALANCE_ROWS, row) },
      income: { year, ...lines<IncomeStatementDto>(INCOME_ROWS, row) },
    });
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}
