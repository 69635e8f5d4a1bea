//! Data requests' paths, the Korean names of their codes (items, mails, answer routes) and the
//! request's quarter. Due dates are Korean dates (shared/format's koreanToday, formatDDay).
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type { DataRequestItemCode } from './api';

export const DATA_REQUESTS_PATH = '/data-requests';
export const DATA_REQUEST_NEW_PATH = '/data-requests/new';
export const DATA_REQUEST_DETAIL_PATH = '/data-requests/:requestId';
export const dataRequestPath = (id: number) => `/data-requests/${id}`;

export const INVESTOR_ONLY_TEXT = '자료 요청은 투자사 회원만 이용할 수 있습니다.';

/** The items in the server's order (the order of the request's summary line). */
export const ITEM_CODES: DataRequestItemCode[] = [
  'quarterly_sales',
  'cash',
  'headcount',
  'yearly_statements',
  'documents',
];
export const ITEMS: Record<DataRequestItemCode, string> = {
  quarterly_sales: '분기 매출',
  cash: '현금 잔고',
  headcount: '임직원 수',
  yearly_statements: '연간 재무제표',
  documents: '서류',
};
/** The items answered for a quarter: only they need the 분기. */
export const QUARTERLY_ITEMS: DataRequestItemCode[] = ['quarterly_sales', 'cash', 'headcount'];

const MAIL_STATUSES: Record<string, StatusInfo> = {
  queued: { label: '발송 중', color: 'blue' },
  sending: { label: '발송 중', color: 'blue' },
  sent: { label: '발송 완료', color: 'green' },
  failed: { label: '발송 실패', color: 'red' },
};

/** A mail's delivery; an unknown status shows as itself, in grey. */
export function mailStatusInfo(status: string): StatusInfo {
  return MAIL_STATUSES[status] ?? { label: status, color: 'gray' };
}

const VIA: Record<string, string> = { account: '계정', link: '메일 링크' };
/** Where an answer came from. */
export const viaLabel = (via: string) => VIA[via] ?? via;

export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** The quarter `today` falls in (1 to 4): later ones cannot be asked yet. */
export const quarterOf = (today: string) => Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;

/** The quarter before the one `today` falls in: the latest whose figures can be complete. */
export function lastFinishedQuarter(today: string): { year: number; quarter: number } {
  const current = quarterOf(today);
  return current === 1
    ? { year: yearOf(today) - 1, quarter: 4 }
    : { year: yearOf(today), quarter: current - 1 };
}
