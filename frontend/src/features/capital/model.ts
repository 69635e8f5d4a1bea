//! What the capital screens say about a call, a share and a member: the call's name, the share
//! state's badge colour, what is left on a share and which share a payment goes to by default;
//! a distribution's kind badge, who its notice goes to and what its shares add up to.
import { formatNumber } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type {
  CapitalDto,
  CapitalPositionDto,
  CapitalShareDto,
  DistributionDto,
  DistributionKindCode,
  DistributionShareDto,
  NoticesQueuedDto,
  ShareStateCode,
} from './api';

/** 일시납: the whole commitment at once, without calls. */
export const LUMP_SUM = '1';

export const isLumpSum = (book: Pick<CapitalDto, 'payment_method'>) =>
  book.payment_method === LUMP_SUM;

/** Who pays: a member's application, or one of the GPs by seat (0 the managing GP). */
export type Payer =
  { applicant_id: number; gp_seat?: null } | { gp_seat: number; applicant_id?: null };

type PayerFields = Pick<CapitalPositionDto, 'applicant_id' | 'gp_seat'>;

/** The payer a position stands for, as the payment body names it. */
export const payerOf = (position: PayerFields): Payer =>
  position.gp_seat != null
    ? { gp_seat: position.gp_seat }
    : { applicant_id: position.applicant_id ?? 0 };

/** A key that tells GPs and members apart ('gp-0', 'lp-21'). */
export const payerKey = (position: PayerFields) =>
  position.gp_seat != null ? `gp-${position.gp_seat}` : `lp-${position.applicant_id}`;

/** The managing GP and the co-GPs pay in like every member but have no application. */
export const isGp = (position: Pick<CapitalPositionDto, 'role'>) => position.role !== 'limited';

/** Members owe capital from 서류제출 (S) on: 납입완료 (P) and 출자마감 (F) too. */
export const PAYING_STATUSES: readonly string[] = ['S', 'P', 'F'];

/** 1 → '1차'. */
export const callLabel = (number: number) => `${number}차`;

/** A payment's 차수: its call's, or '일시납' for the lump sum. */
export const paymentCallLabel = (number: number | null | undefined) =>
  number == null ? '일시납' : callLabel(number);

const SHARE_STATE_COLORS: Record<ShareStateCode, string> = {
  paid: 'green',
  partial: 'yellow',
  unpaid: 'gray',
  late: 'red',
};

/** The server's label (완납, 일부 납입, 미납, 연체) in its colour. */
export const shareStateInfo = (share: {
  state: ShareStateCode;
  state_label: string;
}): StatusInfo => ({
  label: share.state_label,
  color: SHARE_STATE_COLORS[share.state] ?? 'gray',
});

/** What is still owed on a share (never below zero). */
export const remainingOf = (share: Pick<CapitalShareDto, 'due' | 'paid'>) =>
  Math.max(share.due - share.paid, 0);

/**
 * The share a new payment goes to: the earliest the member still owes on, else the last one
 * (then nothing is left to pay). Undefined while the member has no share (no call yet).
 */
export function defaultShare(position: CapitalPositionDto): CapitalShareDto | undefined {
  return (
    position.shares.find((share) => remainingOf(share) > 0) ??
    position.shares[position.shares.length - 1]
  );
}

/** Paid of called in percent, 0 when nothing was called. */
export const paidPercent = (paid: number, called: number) =>
  called > 0 ? Math.min((paid / called) * 100, 100) : 0;

/** 분배 종류 in the order the form offers them (the server's labels). */
export const DISTRIBUTION_KINDS: readonly { value: DistributionKindCode; label: string }[] = [
  { value: 'profit', label: '수익 분배' },
  { value: 'capital_return', label: '원금 반환' },
];

const KIND_COLORS: Record<DistributionKindCode, string> = {
  profit: 'teal',
  capital_return: 'indigo',
};

/** The distribution's kind label (수익 분배, 원금 반환) in its colour. */
export const distributionKindInfo = (distribution: {
  kind: DistributionKindCode;
  kind_label: string;
}): StatusInfo => ({
  label: distribution.kind_label,
  color: KIND_COLORS[distribution.kind] ?? 'gray',
});

/** The members the notice mail goes to: limited members who received something. */
export const noticeRecipients = (distribution: Pick<DistributionDto, 'shares'>) =>
  distribution.shares.filter((share) => share.role === 'limited' && share.amount > 0).length;

/** The shares' paid-in basis and amounts added up (the amounts make the total). */
export const sharesTotal = (shares: readonly DistributionShareDto[]) =>
  shares.reduce(
    (sum, share) => ({ basis: sum.basis + share.basis, amount: sum.amount + share.amount }),
    { basis: 0, amount: 0 },
  );

/** '안내 메일 3건을 보냈습니다. (이메일 없는 조합원 1명 제외)'. */
export const noticeSentMessage = ({ queued, without_email }: NoticesQueuedDto) =>
  `안내 메일 ${formatNumber(queued)}건을 보냈습니다.` +
  (without_email > 0 ? ` (이메일 없는 조합원 ${formatNumber(without_email)}명 제외)` : '');
