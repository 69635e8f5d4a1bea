// The firm overview the dashboard tests serve (GET /dashboard/overview).
import { addDays, koreanToday } from '@/shared/format';
import type { FirmOverviewDto } from '../api';

const STATUS_LABELS = [
  ['R', '모집중'],
  ['S', '모집중지'],
  ['C', '모집마감'],
  ['F', '결성진행중'],
  ['A', '추가모집'],
  ['E', '결성완료'],
] as const;
const STAGE_LABELS = [
  ['R', '심사중'],
  ['C', '심사완료'],
  ['S', '서류제출'],
  ['P', '납입완료'],
  ['F', '출자마감'],
] as const;

/**
 * Six unions (three still being raised, one of them listed), applicants in every stage, a
 * mailing and two things waiting.
 */
export const overview = (patch: Partial<FirmOverviewDto> = {}): FirmOverviewDto => ({
  unions_by_status: STATUS_LABELS.map(([status, label]) => ({
    status,
    label,
    count: { R: 2, S: 0, C: 1, F: 0, A: 0, E: 3 }[status],
  })),
  open_union_count: 3,
  open_unions: [
    {
      union_id: 7,
      name: '데모 7호 조합',
      status: 'R',
      recruitment_end_date: addDays(koreanToday(), 3),
      target_amount: 1_000_000_000,
      applied_amount: 400_000_000,
      paid_amount: 150_000_000,
      applicant_count: 12,
      progress: 0.4,
    },
  ],
  applicant_stages: STAGE_LABELS.map(([status, label], index) => ({
    status,
    label,
    count: index + 1,
    amount: (index + 1) * 100_000_000,
  })),
  applied_amount: 1_500_000_000,
  paid_amount: 900_000_000,
  unpaid_amount: 600_000_000,
  recent_mailings: [
    {
      mailing_id: 31,
      union_id: 7,
      union_name: '데모 7호 조합',
      kind: 'P',
      kind_label: '납입 요청',
      subject: '출자금 납입 안내',
      created_at: '2026-11-25T01:30:00Z',
      recipient_count: 10,
      sent: 8,
      failed: 1,
      queued: 1,
    },
  ],
  attention: [
    {
      kind: 'documents_to_review',
      label: '서류 검토',
      title: '데모 7호 조합 제출 서류 검토 (3건)',
      ref_id: 7,
      union_id: 7,
      count: 3,
      due_on: null,
    },
    {
      kind: 'data_request_late',
      label: '자료 요청 기한 경과',
      title: '3분기 실적 자료 요청 기한 경과 (2곳)',
      ref_id: 9,
      union_id: null,
      count: 2,
      due_on: '2026-11-20',
    },
  ],
  ...patch,
});
