//! The communication tab's codes and rules: the four mail kinds, delivery states and their
//! Korean names, the recipient search and a mailing's delivery progress.
import { digitsOnly, formatNumber } from '@/shared/format';
// Types straight from the generated client: `api.ts` builds on this module, not the reverse.
import type {
  GroupCandidateDto,
  MailingDto,
  MemberCandidateDto,
  RecipientDeliveryDto,
} from '@/api/gen/communication';

export type MailKind = 'I' | 'C' | 'P' | 'A';

export interface MailKindInfo {
  kind: MailKind;
  label: string;
  /** One line on the card: what the mail tells its readers. */
  description: string;
}

/** Spec section 4, in the order a union's life sends them. */
export const MAIL_KINDS: MailKindInfo[] = [
  {
    kind: 'I',
    label: '모집 안내',
    description: '조합 개요, 1좌 금액, 모집 기간과 개인투자조합 소득공제 안내를 보냅니다.',
  },
  {
    kind: 'C',
    label: '마감 안내 및 서류 요청',
    description: '모집 마감을 알리고 신청 좌수, 출자 금액과 제출 서류를 회신으로 요청합니다.',
  },
  {
    kind: 'P',
    label: '결성계획 승인 및 출자금 납입 요청',
    description: '결성계획 승인을 알리고 출자 좌수, 출자금과 납입 계좌를 안내합니다.',
  },
  {
    kind: 'A',
    label: '추가 모집 안내',
    description: '조합 개요와 모집 기간을 담아 조합원 추가 모집을 알립니다.',
  },
];

export function mailKindInfo(kind: MailKind): MailKindInfo {
  return MAIL_KINDS.find((info) => info.kind === kind) ?? (MAIL_KINDS[0] as MailKindInfo);
}

/** Only the payment request tells members where to pay: the server refuses it without an account. */
export const needsBankAccount = (kind: MailKind) => kind === 'P';

export const BANK_ACCOUNT_REQUIRED = '납입 계좌를 등록해야 발송할 수 있습니다.';

/** How often a history row, a mailing or its recipients are asked again while mail waits. */
export const POLL_MS = 2000;

export const hasPendingDelivery = (mailing: Pick<MailingDto, 'queued'>) => mailing.queued > 0;

export const isPendingRecipient = (recipient: Pick<RecipientDeliveryDto, 'status'>) =>
  recipient.status === 'queued' || recipient.status === 'sending';

export const DELIVERY_STATUSES: Record<string, { label: string; color: string }> = {
  queued: { label: '대기', color: 'gray' },
  sending: { label: '발송 중', color: 'blue' },
  sent: { label: '발송 완료', color: 'teal' },
  failed: { label: '실패', color: 'red' },
};

export function deliveryStatusInfo(code: string): { label: string; color: string } {
  return DELIVERY_STATUSES[code] ?? { label: code, color: 'gray' };
}

/** Shares of the bar (percent) and the words beside it: 발송 중 while mail waits, then 완료 or 실패 N. */
export function mailingProgress(mailing: MailingDto): {
  sentPercent: number;
  failedPercent: number;
  text: string;
  color: string;
} {
  const total = Math.max(mailing.recipient_count, 1);
  const sentPercent = Math.round((mailing.sent / total) * 100);
  const failedPercent = Math.round((mailing.failed / total) * 100);
  const failed = mailing.failed > 0 ? `실패 ${formatNumber(mailing.failed)}` : '';
  if (hasPendingDelivery(mailing)) {
    return {
      sentPercent,
      failedPercent,
      text: failed ? `발송 중 · ${failed}` : '발송 중',
      color: 'blue',
    };
  }
  return failed
    ? { sentPercent, failedPercent, text: failed, color: 'red' }
    : { sentPercent, failedPercent, text: '완료', color: 'teal' };
}

/**
 * Substring search over a member's name, e-mail and phone. The phone is stored as digits, so a
 * query of digits and hyphens ('010-1234') is compared digit for digit.
 */
export function memberMatches(member: MemberCandidateDto, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  if (member.name.toLowerCase().includes(needle)) return true;
  if (member.email.toLowerCase().includes(needle)) return true;
  const digits = digitsOnly(needle);
  return /^[\d\s-]+$/.test(needle) && digits !== '' && member.phone.includes(digits);
}

export function groupMatches(group: GroupCandidateDto, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || group.name.toLowerCase().includes(needle);
}

/** A member without an address cannot be mailed: shown, never selectable. */
/** The server decides who can be mailed (the send skips the others). */
export const canMailMember = (member: MemberCandidateDto) => member.mailable;

/** A group with none of this union's applicants (with an address) would reach nobody. */
export const canMailGroup = (group: GroupCandidateDto) => group.reachable_count > 0;

export const reachableText = (group: GroupCandidateDto) =>
  `이 조합 신청자 ${formatNumber(group.reachable_count)}명`;

/** The people and groups picked for one mail. */
export interface Picked {
  members: MemberCandidateDto[];
  groups: GroupCandidateDto[];
}

export const NO_PICK: Picked = { members: [], groups: [] };

export const pickedCount = (picked: Picked) => picked.members.length + picked.groups.length;

/** What the leave confirmation of the selection and review modals says is lost. */
export const PICKS_LOST = { lost: '선택한 받는 사람은 저장되지 않습니다.', stay: '계속 선택' };
