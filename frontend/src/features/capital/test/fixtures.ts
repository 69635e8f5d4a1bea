// Capital book answers shared by the 출자금 tab and applicant detail tests: a 수시납 union with two
// calls (1차 30%, 2차 40%) and three members of 10,000,000원 each, and a distribution split over
// the managing GP and them.
import type {
  CapitalCallDto,
  CapitalDto,
  CapitalPositionDto,
  CapitalShareDto,
  DistributionDto,
  DistributionShareDto,
  HolderRoleCode,
  MemberDistributionDto,
  PaymentDto,
  ShareStateCode,
} from '../api';

const LABELS: Record<ShareStateCode, string> = {
  paid: '완납',
  partial: '일부 납입',
  unpaid: '미납',
  late: '연체',
};

export const share = (
  callId: number | null,
  due: number,
  paid: number,
  state: ShareStateCode,
): CapitalShareDto => ({
  call_id: callId,
  due_on: callId === 11 ? '2026-11-15' : callId === 12 ? '2026-12-20' : null,
  due,
  paid,
  state,
  state_label: LABELS[state],
});

export const position = (
  applicantId: number,
  name: string,
  status: CapitalPositionDto['status'],
  shares: CapitalShareDto[],
  state: ShareStateCode,
): CapitalPositionDto => {
  const called = shares.reduce((sum, item) => sum + item.due, 0);
  const paid = shares.reduce((sum, item) => sum + item.paid, 0);
  const late = shares
    .filter((item) => item.state === 'late')
    .reduce((sum, item) => sum + item.due - item.paid, 0);
  return {
    role: 'limited',
    role_label: '유한책임조합원',
    applicant_id: applicantId,
    gp_seat: null,
    name,
    status,
    commitment: 10_000_000,
    called,
    paid,
    outstanding: called - paid,
    late,
    shares,
    state,
    state_label: LABELS[state],
    paid_out: 0,
  };
};

const call = (
  id: number,
  number: number,
  percent: number,
  extra: Partial<CapitalCallDto>,
): CapitalCallDto => ({
  id,
  number,
  due_on: id === 11 ? '2026-11-15' : '2026-12-20',
  percent,
  note: '',
  called: 0,
  paid: 0,
  late_members: 0,
  ...extra,
});

/** 김납입 paid 1차 (납입완료), 이연체 is late on it, 박미납 has paid nothing. */
export const capitalBook = (extra: Partial<CapitalDto> = {}): CapitalDto => ({
  union_id: 5,
  distributions: [],
  distributed: 0,
  payment_method: '2',
  payment_method_label: '수시납',
  calls: [
    call(11, 1, 30, {
      note: '결성 시 납입분',
      called: 9_000_000,
      paid: 4_000_000,
      late_members: 1,
    }),
    call(12, 2, 40, { called: 12_000_000 }),
  ],
  members: [
    position(
      21,
      '김납입',
      'P',
      [share(11, 3_000_000, 3_000_000, 'paid'), share(12, 4_000_000, 0, 'unpaid')],
      'partial',
    ),
    position(
      22,
      '이연체',
      'S',
      [share(11, 3_000_000, 1_000_000, 'late'), share(12, 4_000_000, 0, 'unpaid')],
      'late',
    ),
    position(
      23,
      '박미납',
      'S',
      [share(11, 3_000_000, 0, 'unpaid'), share(12, 4_000_000, 0, 'unpaid')],
      'unpaid',
    ),
  ],
  commitment: 30_000_000,
  called: 21_000_000,
  paid: 4_000_000,
  outstanding: 17_000_000,
  late_members: 1,
  late_amount: 2_000_000,
  late_since: '2026-11-15',
  percent_left: 30,
  roster: {
    members: 3,
    max_members: 49,
    pending: 1,
    committed: 21_000_000,
    gp_committed: 1_000_000,
    paid: 4_000_000,
    gp_paid: 0,
    commitment_left: 279_000_000,
  },
  ...extra,
});

export const payment = (id: number, extra: Partial<PaymentDto> = {}): PaymentDto => ({
  id,
  call_id: 11,
  call_number: 1,
  paid_on: '2026-11-10',
  amount: 3_000_000,
  note: '',
  recorded_by: '김대표',
  recorded_at: '2026-11-10T01:00:00Z',
  ...extra,
});

const ROLE_LABELS: Record<HolderRoleCode, string> = {
  managing_gp: '업무집행조합원(대표)',
  co_gp: '업무집행조합원',
  limited: '유한책임조합원',
};

export const holderShare = (
  role: HolderRoleCode,
  name: string,
  basis: number,
  amount: number,
  applicantId: number | null = null,
): DistributionShareDto => ({
  role,
  role_label: ROLE_LABELS[role],
  applicant_id: applicantId,
  gp_seat: role === 'managing_gp' ? 0 : role === 'co_gp' ? 1 : null,
  name,
  basis,
  amount,
});

/**
 * A 수익 분배 of 1,000,001원 on 2026.11.30 over 5,000,000원 paid in: the GP and 이연체 get a fifth,
 * 김납입 three fifths plus the odd won, 박미납 (nothing paid in) nothing — not yet announced.
 */
export const distribution = (
  id: number,
  extra: Partial<DistributionDto> = {},
): DistributionDto => ({
  id,
  paid_on: '2026-11-30',
  kind: 'profit',
  kind_label: '수익 분배',
  total: 1_000_001,
  note: '',
  notified_at: null,
  shares: [
    holderShare('managing_gp', '데모파트너스', 1_000_000, 200_000),
    holderShare('limited', '김납입', 3_000_000, 600_001, 21),
    holderShare('limited', '이연체', 1_000_000, 200_000, 22),
    holderShare('limited', '박미납', 0, 0, 23),
  ],
  ...extra,
});

/** A member's part of a distribution, as their ledger lists it. */
export const memberDistribution = (
  distributionId: number,
  amount: number,
  extra: Partial<MemberDistributionDto> = {},
): MemberDistributionDto => ({
  distribution_id: distributionId,
  paid_on: '2026-11-30',
  kind: 'profit',
  kind_label: '수익 분배',
  amount,
  ...extra,
});

/** The book after `distributions`: its total and every member's part of them paid out. */
export const withDistributions = (
  book: CapitalDto,
  distributions: DistributionDto[],
): CapitalDto => ({
  ...book,
  distributions,
  distributed: distributions.reduce((sum, item) => sum + item.total, 0),
  members: book.members.map((member) => ({
    ...member,
    paid_out: distributions
      .flatMap((item) => item.shares)
      .filter((item) => item.applicant_id === member.applicant_id)
      .reduce((sum, item) => sum + item.amount, 0),
  })),
});
