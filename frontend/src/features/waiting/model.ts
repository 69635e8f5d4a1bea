//! The waiting list's addresses, labels and small rules, kept pure so they are unit-tested. The
//! form rules mirror the server's (it has the final say and answers 422 with its own messages).
import type {
  WaitingBody,
  WaitingKindCode,
  WaitingReceipt,
  WaitingStanding,
} from '@/api/gen/waiting';
import {
  businessNumberDigits,
  digitsOnly,
  formatBusinessNumber,
  formatDateKorean,
  formatNumber,
} from '@/shared/format';
import { businessNumberRule, phoneRule } from '@/shared/validation';

export const WAITING_MAIN_PATH = '/waiting-main';
export const WAITING_CREATE_PATH = '/waiting-create';
export const WAITING_SEARCH_PATH = '/waiting-search-company';
export const WAITING_COMPLETE_PATH = '/waiting-complete';
export const OPERATOR_WAITING_PATH = '/operator/waiting-list';
// Other areas' screens, written out: a feature imports no other feature.
export const JOIN_PATH = '/join-intro';
export const HOME_PATH = '/';

/** The query parameter the lookup and the form are prefilled from. */
export const NUMBER_PARAM = 'business_number';

/** `path?business_number=123-45-67890`, or `path` alone when there is no number to carry. */
function withNumber(path: string, businessNumber: string | null | undefined): string {
  const digits = digitsOnly(businessNumber ?? '');
  if (digits === '') return path;
  const shown = digits.length === 10 ? formatBusinessNumber(digits) : digits;
  return `${path}?${new URLSearchParams({ [NUMBER_PARAM]: shown }).toString()}`;
}
export const searchPathFor = (businessNumber?: string | null) =>
  withNumber(WAITING_SEARCH_PATH, businessNumber);
export const createPathFor = (businessNumber?: string | null) =>
  withNumber(WAITING_CREATE_PATH, businessNumber);

/** Digits grouped as they are typed, as the shared input shows them. */
export { partialBusinessNumber } from '@/shared/format';

export const WAITING_KINDS: { value: WaitingKindCode; label: string }[] = [
  { value: 'investor', label: '투자사' },
  { value: 'startup', label: '스타트업' },
];

export const NOTE_MAX = 1000;

/** Characters as the server counts them (an emoji is one). */
export const charCount = (text: string) => [...text].length;
export const noteCounter = (note: string) =>
  `${formatNumber(charCount(note))} / ${formatNumber(NOTE_MAX)}자`;

export interface WaitingFormValues {
  company_kind: WaitingKindCode | '';
  company_name: string;
  /** Digits only; shown grouped. */
  business_number: string;
  contact_name: string;
  email: string;
  /** Digits only; shown grouped. */
  phone: string;
  note: string;
  agreed_privacy: boolean;
}

export const emptyWaitingForm = (businessNumber?: string | null): WaitingFormValues => ({
  company_kind: '',
  company_name: '',
  business_number: businessNumberDigits(businessNumber),
  contact_name: '',
  email: '',
  phone: '',
  note: '',
  agreed_privacy: false,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (value: string, message: string) => (value.trim() === '' ? message : null);

/** Field messages for what the server would refuse; empty when the form may be sent. */
export function validateWaiting(
  values: WaitingFormValues,
): Partial<Record<keyof WaitingFormValues, string>> {
  const checks: [keyof WaitingFormValues, string | null][] = [
    ['company_kind', values.company_kind === '' ? '회사 유형을 선택해 주세요.' : null],
    ['company_name', required(values.company_name, '회사명을 입력해 주세요.')],
    ['business_number', businessNumberRule(values.business_number)],
    ['contact_name', required(values.contact_name, '담당자 이름을 입력해 주세요.')],
    ['email', EMAIL.test(values.email.trim()) ? null : '올바른 이메일 주소를 입력해 주세요.'],
    ['phone', phoneRule(values.phone)],
    [
      'note',
      charCount(values.note.trim()) > NOTE_MAX
        ? `문의 사항은 ${formatNumber(NOTE_MAX)}자 이내로 입력해 주세요.`
        : null,
    ],
    ['agreed_privacy', values.agreed_privacy ? null : '개인정보 수집·이용에 동의해 주세요.'],
  ];
  return Object.fromEntries(checks.filter(([, message]) => message !== null));
}

/** The request body of a checked form: trimmed, the number formatted, an empty note left out. */
export function toWaitingBody(values: WaitingFormValues): WaitingBody {
  const note = values.note.trim();
  return {
    company_kind: values.company_kind as WaitingKindCode,
    company_name: values.company_name.trim(),
    business_number: formatBusinessNumber(values.business_number),
    contact_name: values.contact_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    ...(note ? { note } : {}),
    agreed_privacy: values.agreed_privacy,
  };
}

/** What a 409 leads to: the lookup for a number already waiting, sign-up for a company in use. */
export function conflictAction(
  code: string | null,
  businessNumber: string,
): { label: string; to: string } | null {
  if (code === 'waiting_already_registered') {
    return { label: '등록 현황 조회', to: searchPathFor(businessNumber) };
  }
  if (code === 'waiting_company_exists') return { label: '회원가입하러 가기', to: JOIN_PATH };
  return null;
}

export const positionText = (position: number) => `${formatNumber(position)}번째`;

/** The receipt handed to the complete page in the router state; null after a bare visit. */
export function receiptFrom(state: unknown): WaitingReceipt | null {
  const receipt = (state as { receipt?: Partial<WaitingReceipt> } | null)?.receipt;
  if (
    typeof receipt?.company_name !== 'string' ||
    typeof receipt.business_number !== 'string' ||
    typeof receipt.position !== 'number' ||
    typeof receipt.created_at !== 'string'
  ) {
    return null;
  }
  return receipt as WaitingReceipt;
}

export interface StandingView {
  color: string;
  title: string;
  /** Facts of the entry (the position, the date), each a line. */
  facts: string[];
  text: string;
  action: { label: string; to: string } | null;
}

/** What the lookup shows for a number's standing. */
export function standingView(standing: WaitingStanding, businessNumber: string): StandingView {
  switch (standing.standing) {
    case 'on_product':
      return {
        color: 'blue',
        title: '이미 서비스를 이용 중인 회사입니다.',
        facts: [],
        text: '회원가입에서 회사를 찾아 가입을 신청해 주세요.',
        action: { label: '회원가입', to: JOIN_PATH },
      };
    case 'waiting':
      return {
        color: 'orange',
        title: '대기 중입니다',
        facts: [
          ...(typeof standing.position === 'number'
            ? [`현재 대기 순서 ${positionText(standing.position)}`]
            : []),
          ...(standing.registered_at ? [`등록일 ${formatDateKorean(standing.registered_at)}`] : []),
        ],
        text: '회원가입이 열리면 담당자 이메일로 안내해 드립니다.',
        action: null,
      };
    case 'onboarded':
      return {
        color: 'teal',
        title: '이용 준비가 완료되었습니다',
        facts: [],
        text: '담당자 이메일로 이용 안내를 보내 드렸습니다. 지금 회원가입을 진행해 주세요.',
        action: { label: '회원가입', to: JOIN_PATH },
      };
    default:
      return {
        color: 'gray',
        title: '등록된 대기 신청이 없습니다.',
        facts: [],
        text: '대기 등록을 해 두시면 서비스 이용이 가능해질 때 메일로 안내해 드립니다.',
        action: { label: '대기 등록하기', to: createPathFor(businessNumber) },
      };
  }
}
