// Data requests as the server answers them to the startup, for the answer screens' tests.
import type { SessionUserDto } from '@/api/gen/me';
import { demoCeo } from '@/test/fixtures';
import type {
  CompanyDocumentCode,
  InboxEntryDto,
  RequestAnswerDto,
  RequestAskDto,
  RequestTargetDto,
  StartupDocumentDto,
} from '../api';

export const startupMember: SessionUserDto = {
  ...demoCeo,
  user_id: 4,
  email: 'startup@johap.kr',
  name: '최창업',
  user_type: 'startup',
  member_type: 'member',
  company_id: 7,
  company_name: '데모기업7',
  company_kind: 'startup',
};

/** Asks the quarter's sales and cash and an IR deck unless `extra` says otherwise. */
export const requestAsk = (extra: Partial<RequestAskDto> = {}): RequestAskDto => ({
  title: '2026년 3분기 실적 자료 요청',
  message: '분기 실적을 보내 주세요.\n기한을 지켜 주세요.',
  items: ['quarterly_sales', 'cash', 'documents'],
  year: 2026,
  quarter: 3,
  period_label: '2026년 3분기',
  statements_year: null,
  document_kinds: ['SF04'],
  document_labels: ['IR 자료'],
  due_on: '2026-10-15',
  summary: '2026년 3분기 매출, 현금 잔고 · 서류(IR 자료)',
  ...extra,
});

export const requestTarget = (
  id: number,
  extra: Partial<RequestTargetDto> = {},
): RequestTargetDto => ({
  id,
  request_id: id,
  firm_name: '데모투자파트너스',
  startup_id: 7,
  startup_name: '데모기업7',
  email: 'startup@johap.kr',
  status: 'waiting',
  status_label: '응답 대기',
  sent_at: '2026-10-01T01:00:00Z',
  answered_at: null,
  // 15:00 UTC is midnight in Korea.
  link_expires_at: '2026-10-15T15:00:00Z',
  reminders: 0,
  last_reminded_at: null,
  ask: requestAsk(),
  ...extra,
});

export const requestAnswer = (extra: Partial<RequestAnswerDto> = {}): RequestAnswerDto => ({
  answered_at: '2026-10-10T05:30:00Z',
  author_name: '최창업',
  via: 'account',
  sales: 1_200_000_000,
  cash: 300_000_000,
  headcount: null,
  statements: null,
  note: '3분기 가결산 기준입니다.',
  ...extra,
});

export const inboxEntry = (
  target: RequestTargetDto,
  answers: RequestAnswerDto[] = [],
): InboxEntryDto => ({ target, answers });

export const requestDocument = (
  id: number,
  kind: CompanyDocumentCode,
  fileName: string,
  extra: Partial<StartupDocumentDto> = {},
): StartupDocumentDto => ({
  id,
  kind,
  kind_label: kind === 'SF04' ? 'IR 자료' : '사업자등록증',
  file_name: fileName,
  content_type: 'application/pdf',
  size_bytes: 1536,
  uploaded_at: '2026-10-02T01:00:00Z',
  ...extra,
});

export const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
