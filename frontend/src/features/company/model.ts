//! The firm screens' labels, limits and form values. The limits are the server's; it has the
//! final say and answers with its own field messages.
import type { FirmBody, FirmDto, InvestorTypeCode } from '@/api/gen/company';
import { koreanToday } from '@/shared/format';

const INVESTOR_TYPE_LABELS: Record<InvestorTypeCode, string> = { C: '법인', P: '개인' };

export const investorTypeLabel = (type: InvestorTypeCode | null | undefined): string =>
  (type ? INVESTOR_TYPE_LABELS[type] : undefined) ?? '-';

export const FIRM_LIMITS = {
  name: 100,
  ceo_name: 50,
  address: 200,
  homepage: 200,
  contact_email: 254,
  introduction: 2000,
} as const;

export const TEAM_NAME_MAX = 30;
export const TEAM_NAME_REQUIRED = '그룹명을 입력해주세요.';

export const CEO_ONLY_FIRM = '회사 정보 수정은 대표 계정만 할 수 있습니다.';
export const CEO_ONLY_TEAMS = '그룹 관리는 대표 계정만 할 수 있습니다.';
export const HANDOVER_DONE = '대표 계정을 넘겼습니다.';
export const REQUIRE_TWO_FACTOR_WARNING =
  '필수로 바꾸면 2단계 인증을 설정하지 않은 구성원은 설정하기 전까지 서비스를 이용할 수 없습니다.';

/** Only these open as links: the server keeps http(s) addresses, and nothing else may run. */
export const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

export interface FirmFormValues {
  name: string;
  ceo_name: string;
  address: string;
  /** Digits only. */
  phone: string;
  homepage: string;
  contact_email: string;
  /** 'YYYY-MM-DD' or ''. */
  founded_on: string;
  introduction: string;
}

export function firmToForm(firm: FirmDto): FirmFormValues {
  return {
    name: firm.name,
    ceo_name: firm.ceo_name ?? '',
    address: firm.address,
    phone: firm.phone.replace(/\D/g, ''),
    homepage: firm.homepage,
    contact_email: firm.contact_email,
    founded_on: firm.founded_on ?? '',
    introduction: firm.introduction,
  };
}

export function formToFirmBody(values: FirmFormValues): FirmBody {
  return {
    name: values.name.trim(),
    ceo_name: values.ceo_name.trim(),
    address: values.address.trim(),
    phone: values.phone,
    homepage: values.homepage.trim(),
    contact_email: values.contact_email.trim(),
    founded_on: values.founded_on || null,
    introduction: values.introduction.trim(),
  };
}

/** The checks the form makes before sending (the e-mail is left to the server). */
export const firmRules = {
  name: (value: string) => (value.trim() ? null : '회사명을 입력해 주세요.'),
  ceo_name: (value: string) => (value.trim() ? null : '대표자명을 입력해 주세요.'),
  phone: (value: string) =>
    value === '' || /^0\d{8,10}$/.test(value) ? null : '전화번호를 정확히 입력해 주세요.',
  homepage: (value: string) =>
    value.trim() === '' || isWebAddress(value)
      ? null
      : '홈페이지는 http:// 또는 https://로 시작하는 주소로 입력해 주세요.',
  // ISO dates compare as text; today is Korea's, as the server counts it.
  founded_on: (value: string) =>
    value && value > koreanToday() ? '설립일은 오늘 이후로 입력할 수 없습니다.' : null,
};
