// Applicant answers shared by the apply tab and applicant detail tests.
import type { ApplicantDto, ApplicantListResponse } from '../applicantApi';

export const applicant = (id: number, extra: Partial<ApplicantDto> = {}): ApplicantDto => ({
  id,
  union_id: 5,
  name: `신청자${id}`,
  lp_type: 'individual',
  amount: 10_000_000,
  unit_count: 10,
  phone: '01012345678',
  email: `lp${id}@example.com`,
  document_count: 2,
  status: 'R',
  applied_at: '2026-11-21T01:00:00Z',
  ...extra,
});

export const applicantList = (
  items: ApplicantDto[],
  extra: Partial<ApplicantListResponse> = {},
): ApplicantListResponse => ({
  items,
  page: 1,
  page_size: 10,
  total_count: items.length,
  status_counts: [
    { status: 'R', count: 3 },
    { status: 'C', count: 2 },
    { status: 'S', count: 1 },
    { status: 'P', count: 4 },
    { status: 'F', count: 0 },
  ],
  totals: {
    target_amount: 300_000_000,
    applied_amount: 150_000_000,
    applicant_count: 10,
    gp_count: 2,
    progress: 0.456,
    paid_amount: 40_000_000,
  },
  ...extra,
});
