//! Product identity and the operating company's details shown in footers and policies.
//! The legal entity details below are placeholders to replace with the registered ones before launch.

export const PRODUCT_NAME = '조합';
export const PRODUCT_TITLE = '조합 — 투자자를 위한 스타트업 정보 관리 플랫폼';
export const PRODUCT_TAGLINE = '투자자를 위한 스타트업 정보 관리 플랫폼';

export const COMPANY = {
  legalName: '주식회사 조합',
  ceo: '김조합',
  address: '서울특별시 강남구 테헤란로 123, 10층',
  businessNumber: '1234567890',
  mailOrderNumber: '제2024-서울강남-00000호',
  supportPhone: '0212345678',
  supportEmail: 'help@johap.kr',
  supportHours: '평일 10:00 ~ 18:00 (점심시간 12:00 ~ 13:00, 주말·공휴일 휴무)',
  privacyOfficer: '박보안',
  privacyEmail: 'privacy@johap.kr',
} as const;

/** External inquiry form opened by 문의하기; set VITE_INQUIRY_URL per environment. */
export const INQUIRY_URL: string =
  import.meta.env.VITE_INQUIRY_URL ??
  `mailto:${COMPANY.supportEmail}?subject=${encodeURIComponent('[조합] 서비스 도입 문의')}`;
