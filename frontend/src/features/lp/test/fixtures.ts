// LP answers shared by the LP feature's tests.
import type {
  LpApplicationDto,
  LpDashboardDto,
  LpGroupDto,
  LpMemberDetailDto,
  LpMemberDto,
  LpMemberRow,
  MatchingApplicantDto,
  MatchingUnionDto,
} from '../api';

export const lpMember = (id: number, extra: Partial<LpMemberDto> = {}): LpMemberDto => ({
  id,
  name: `LP${id}`,
  lp_type: 'individual',
  phone: '01012345678',
  email: `lp${id}@example.com`,
  status: 'N',
  note: '',
  has_account: true,
  created_at: '2026-11-20T01:00:00Z',
  ...extra,
});

export const lpRow = (id: number, extra: Partial<LpMemberRow> = {}): LpMemberRow => ({
  ...lpMember(id),
  union_count: 2,
  committed_amount: 150_000_000,
  ...extra,
});

export const lpPage = (
  items: LpMemberRow[],
  extra: { page?: number; total_count?: number } = {},
) => ({
  items,
  page: extra.page ?? 1,
  page_size: 10,
  total_count: extra.total_count ?? items.length,
});

export const application = (
  applicantId: number,
  extra: Partial<LpApplicationDto> = {},
): LpApplicationDto => ({
  applicant_id: applicantId,
  union_id: 5,
  union_name: '제1호 데모 개인투자조합',
  union_status: 'R',
  unit_count: 10,
  amount: 10_000_000,
  status: 'C',
  document_count: 3,
  applied_at: '2026-11-21T01:00:00Z',
  ...extra,
});

export const memberDetail = (
  id: number,
  extra: Partial<LpMemberDetailDto> = {},
): LpMemberDetailDto => ({
  member: lpMember(id),
  groups: [],
  applications: [],
  ...extra,
});

export const matchingUnion = (id: number, name: string): MatchingUnionDto => ({
  id,
  name,
  status: 'R',
  unique_number: null,
});

export const matchingApplicant = (
  id: number,
  name: string,
  extra: Partial<MatchingApplicantDto> = {},
): MatchingApplicantDto => ({
  id,
  name,
  email: `${name}@example.com`,
  amount: 30_000_000,
  matched_lp_member_id: null,
  ...extra,
});

export const lpGroup = (id: number, extra: Partial<LpGroupDto> = {}): LpGroupDto => ({
  id,
  name: `그룹${id}`,
  description: `그룹${id} 설명`,
  has_image: false,
  member_count: 0,
  created_at: '2026-11-20T01:00:00Z',
  ...extra,
});

export const dashboard = (extra: Partial<LpDashboardDto> = {}): LpDashboardDto => ({
  totals: { lps: 8, applied_amount: 0, paid_amount: 0 },
  lp_counts: [
    { status: 'W', count: 2 },
    { status: 'N', count: 5 },
    { status: 'S', count: 1 },
  ],
  unions: [
    {
      union_id: 5,
      name: '제1호 데모 개인투자조합',
      status: 'R',
      target_amount: 300_000_000,
      applied_amount: 150_000_000,
      paid_amount: 40_000_000,
      progress: 0.5,
      status_counts: [
        { status: 'R', count: 3 },
        { status: 'C', count: 2 },
        { status: 'S', count: 0 },
        { status: 'P', count: 4 },
        { status: 'F', count: 0 },
      ],
    },
  ],
  recent_applications: [
    {
      applicant_id: 7,
      union_id: 5,
      union_name: '제1호 데모 개인투자조합',
      name: '홍길동',
      amount: 10_000_000,
      status: 'R',
      applied_at: '2026-11-21T01:00:00Z',
    },
  ],
  recent_documents: [
    {
      applicant_id: 7,
      union_id: 5,
      union_name: '제1호 데모 개인투자조합',
      applicant_name: '홍길동',
      kind: 'FLF0001',
      kind_label: '신분증 사본',
      file_name: '신분증.pdf',
      uploaded_at: '2026-11-22T01:00:00Z',
    },
  ],
  ...extra,
});
