//! The report screens' addresses (the spec's, with `report_no` and `issno`), where a card opens
//! (legacy reports before 2024.05.30 open the old pages), the scope's words, which opinion belongs
//! where, and the rows of the status table.
import type { ReportCardDto, ReportOpinionDto } from './api';
import { legacyResultPath } from './legacy/model';

export const REPORT_STATUS_PATH = '/report/status';
export const REPORT_CREATE_PATH = '/report/create';
export const REPORT_RESULT_PATH = '/report/result';
export const REPORT_RESULT_DOWNLOAD_PATH = '/report/result/download';
export const REPORT_FINANCE_PATH = '/report/finance';
export const REPORT_FINANCE_DETAIL_PATH = '/report/finance/detail';
export const REPORT_FINANCE_DETAIL_DOWNLOAD_PATH = '/report/finance/detail/download';

/** The server's name for a report saved without one. */
export const DEFAULT_REPORT_TITLE = '투자 보고서';
export const TITLE_MAX_LENGTH = 50;

const query = (path: string, params: Record<string, number>) =>
  `${path}?${new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString()}`;

export const resultPath = (reportId: number) => query(REPORT_RESULT_PATH, { report_no: reportId });
export const financePath = (reportId: number) =>
  query(REPORT_FINANCE_PATH, { report_no: reportId });
export const financeDetailPath = (reportId: number, unionId: number) =>
  query(REPORT_FINANCE_DETAIL_PATH, { report_no: reportId, issno: unionId });
export const resultDownloadPath = (reportId: number) =>
  query(REPORT_RESULT_DOWNLOAD_PATH, { report_no: reportId });
export const financeDetailDownloadPath = (reportId: number, unionId: number) =>
  query(REPORT_FINANCE_DETAIL_DOWNLOAD_PATH, { report_no: reportId, issno: unionId });

/** Where a card opens: the overall report, or the legacy result page for an old report. */
export function cardPath(card: Pick<ReportCardDto, 'id' | 'legacy'>): string {
  return card.legacy ? legacyResultPath(card.id) : resultPath(card.id);
}

/** The PDFs, fetched with the token (paths under the API origin). */
export const reportPdfUrl = (reportId: number) => `api/v1/reports/${reportId}/pdf`;
export const unionPdfUrl = (reportId: number, unionId: number) =>
  `api/v1/reports/${reportId}/unions/${unionId}/pdf`;

/** A positive whole id from the query (`report_no`, `issno`), or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** '전체 조합' for every union of the firm, else 'n개 조합'. */
export function scopeLabel(unionIds: number[] | null | undefined): string {
  return unionIds === null || unionIds === undefined ? '전체 조합' : `${unionIds.length}개 조합`;
}

/** The report's own opinion (the overall report's block), or null. */
export function ownOpinion(opinions: ReportOpinionDto[] | undefined): ReportOpinionDto | null {
  return opinions?.find((item) => item.union_id === null || item.union_id === undefined) ?? null;
}

/** The opinion on one union of the report (the per-source report's block), or null. */
export function unionOpinion(
  opinions: ReportOpinionDto[] | undefined,
  unionId: number,
): ReportOpinionDto | null {
  return opinions?.find((item) => item.union_id === unionId) ?? null;
}

/**
 * The largest amount, by size, any of `keys` takes over a chart's rows (missing values skipped):
 * what the axis unit is chosen from.
 */
export function largestAmount<Row extends object>(rows: Row[], keys: (keyof Row)[]): number {
  let largest = 0;
  for (const row of rows) {
    for (const key of keys) {
      const value = row[key];
      if (typeof value === 'number' && Number.isFinite(value)) {
        largest = Math.max(largest, Math.abs(value));
      }
    }
  }
  return largest;
}

/** A report asked for on the create form: being made, made, or refused. */
export interface PendingReport {
  /** The request's Idempotency-Key: one per creation. */
  key: string;
  state: 'creating' | 'done' | 'failed';
  title: string;
  baseDate: string;
  unionIds: number[] | null;
  /** The card the server answered (done). */
  card?: ReportCardDto;
  /** The server's reason (failed). */
  error?: string;
}

export type RowState = PendingReport['state'];

export interface StatusRow {
  key: string;
  state: RowState;
  title: string;
  baseDate: string;
  scope: string;
  companyCount: number | null;
  author: string | null;
  createdAt: string | null;
  /** Where '보기' goes once the report exists. */
  to: string | null;
  error?: string;
}

const cardRow = (card: ReportCardDto): StatusRow => ({
  key: `report-${card.id}`,
  state: 'done',
  title: card.title,
  baseDate: card.base_date,
  scope: scopeLabel(card.union_ids),
  companyCount: card.company_count,
  author: card.author_name,
  createdAt: card.created_at,
  to: cardPath(card),
});

/**
 * The status table: the creations still running or refused first (newest first), then the
 * firm's reports. A creation that succeeded shows as its card until the list holds it.
 */
export function statusRows(pending: PendingReport[], cards: ReportCardDto[]): StatusRow[] {
  const listed = new Set(cards.map((card) => card.id));
  const open = [...pending].reverse().flatMap((entry): StatusRow[] => {
    if (entry.state === 'done') {
      return entry.card && !listed.has(entry.card.id) ? [cardRow(entry.card)] : [];
    }
    return [
      {
        key: entry.key,
        state: entry.state,
        title: entry.title,
        baseDate: entry.baseDate,
        scope: scopeLabel(entry.unionIds),
        companyCount: null,
        author: null,
        createdAt: null,
        to: null,
        error: entry.error,
      },
    ];
  });
  return [...open, ...cards.map(cardRow)];
}
