// Communication-tab answers shared by its tests.
import type {
  BankAccountDto,
  GroupCandidateDto,
  MailingDto,
  MailPreviewDto,
  MemberCandidateDto,
  RecipientDeliveryDto,
} from '../api';
import { mailKindInfo, type MailKind } from '../model';

export const bankAccount = (extra: Partial<BankAccountDto> = {}): BankAccountDto => ({
  bank_code: '088',
  bank_name: '신한은행',
  account_number: '110-123-456789',
  depositor: '제1호 데모 개인투자조합',
  ...extra,
});

export const banks = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
];

export const preview = (kind: MailKind): MailPreviewDto => ({
  kind,
  kind_label: mailKindInfo(kind).label,
  subject: `[데모투자파트너스] 제1호 데모 개인투자조합 ${mailKindInfo(kind).label}`,
  html: `<!doctype html><html><body><h1>${mailKindInfo(kind).label}</h1><p>○○○님, 안녕하세요.</p></body></html>`,
  text: '○○○님, 안녕하세요.',
});

export const member = (
  applicantId: number,
  name: string,
  extra: Partial<MemberCandidateDto> = {},
): MemberCandidateDto => ({
  applicant_id: applicantId,
  name,
  lp_type: 'individual',
  phone: '01012345678',
  email: `lp${applicantId}@example.com`,
  mailable: extra.email !== '',
  unit_count: 10,
  amount: 10_000_000,
  status: 'R',
  ...extra,
});

export const group = (
  groupId: number,
  name: string,
  extra: Partial<GroupCandidateDto> = {},
): GroupCandidateDto => ({
  group_id: groupId,
  name,
  member_count: 4,
  reachable_count: 2,
  ...extra,
});

export const mailing = (id: number, extra: Partial<MailingDto> = {}): MailingDto => ({
  id,
  kind: 'P',
  kind_label: '결성계획 승인 및 출자금 납입 요청',
  subject: '[데모투자파트너스] 제1호 데모 개인투자조합 결성계획 승인 및 출자금 납입 요청',
  sender_name: '김데모',
  reply_to: null,
  recipient_count: 3,
  group_count: 0,
  created_at: '2026-12-02T01:05:00Z',
  queued: 0,
  sent: 3,
  failed: 0,
  ...extra,
});

export const page = <T>(items: T[], extra: { page?: number; total_count?: number } = {}) => ({
  items,
  page: extra.page ?? 1,
  page_size: 10,
  total_count: extra.total_count ?? items.length,
});

export const recipient = (
  name: string,
  extra: Partial<RecipientDeliveryDto> = {},
): RecipientDeliveryDto => ({
  name,
  phone: '01012345678',
  email: `${name}@example.com`,
  status: 'sent',
  attempts: 1,
  last_answer: '250 OK',
  updated_at: '2026-12-02T01:05:10Z',
  ...extra,
});
