//! A startup's yearly figures: the spreadsheet of them (one row a year, 연도 then every
//! balance-sheet and income-statement line by its Korean name), downloaded with the bearer token
//! under the server's name, and one stored year as the own company screens hold it.
import { downloadFile } from '@/shared/download/downloadFile';
import { notifyError } from '@/shared/ui/notify';
import type { BalanceSheetDto, IncomeStatementDto } from './api';
import { DOWNLOAD_FAILED } from './documents';

const figuresSheetPath = (startupId: number) => `api/v1/startups/${startupId}/figures.xlsx`;

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
