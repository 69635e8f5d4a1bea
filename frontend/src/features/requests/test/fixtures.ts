// Data-request answers shared by the requests feature's tests. The clock they assume is
// 2026-11-25 noon in Korea (`NOW`).
import type {
  DataRequestDetailDto,
  DataRequestPage,
  DataRequestSummaryDto,
  RequestAnswerDto,
  RequestAskDto,
  RequestMailDto,
  RequestTargetDetailDto,
  RequestTargetDto,
} from '../api';

/** The tests' now: 2026-11-25 12:00 in Korea. */
export const NOW = new Date('2026-11-25T03:00:00Z');

export const askOf = (extra: Partial<RequestAskDto> = {}): RequestAskDto => ({
  title: '2026년 3분기 실적 자료 요청',
  message: '3분기 실적을 보내 주세요.\n감사합니다.',
  items: ['quarterly_sales', 'cash', 'headcount', 'yearly_statements'],
  year: 2026,
  quarter: 3,
  period_label: '2026년 3분기',
  statements_year: 2025,
  document_kinds: [],
  document_labels: [],
  due_on: '2026-11-28',
  summary: '2026년 3분기 매출, 현금 잔고, 임직원 수 · 2025년 재무제표',
  ...extra,
});

export const requestSummary = (
  id: number,
  extra: Partial<DataRequestSummaryDto> = {},
): DataRequestSummaryDto => ({
  id,
  ask: askOf({ title: `자료 요청 ${id}` }),
  created_at: '2026-11-10T01:00:00Z',
  created_by: '김데모',
  targets: 3,
  answered: 1,
  late: 0,
  ...extra,
});

export const requestPage = (
  items: DataRequestSummaryDto[],
  extra: { page?: number; total_count?: number } = {},
): DataRequestPage => ({
  items,
  page: extra.page ?? 1,
  page_size: 10,
  total_count: extra.total_count ?? items.length,
});

export const targetOf = (id: number, extra: Partial<RequestTargetDto> = {}): RequestTargetDto => ({
  id,
  request_id: 5,
  firm_name: '데모투자파트너스',
  startup_id: id * 10,
  startup_name: `데모기업${id}`,
  email: `ceo${id}@demo.kr`,
  status: 'waiting',
  status_label: '응답 대기',
  sent_at: '2026-11-10T01:00:00Z',
  answered_at: null,
  link_expires_at: '2026-11-24T01:00:00Z',
  reminders: 0,
  last_reminded_at: null,
  ask: askOf(),
  ...extra,
});

export const answerOf = (extra: Partial<RequestAnswerDto> = {}): RequestAnswerDto => ({
  answered_at: '2026-11-20T05:30:00Z',
  author_name: '이대표',
  via: 'account',
  sales: 1_250_000_000,
  cash: 340_000_000,
  headcount: 27,
  statements: null,
  note: '',
  ...extra,
});

export const mailOf = (status: string, at = '2026-11-10T01:00:05Z'): RequestMailDto => ({
  at,
  status,
});

export const targetDetail = (
  target: RequestTargetDto,
  answers: RequestAnswerDto[] = [],
  mails: RequestMailDto[] = [mailOf('sent')],
): RequestTargetDetailDto => ({ target, answers, mails });

export const requestDetail = (
  targets: RequestTargetDetailDto[],
  extra: Partial<DataRequestSummaryDto> = {},
): DataRequestDetailDto => ({
  request: requestSummary(5, { ask: askOf(), targets: targets.length, ...extra }),
  targets,
});
