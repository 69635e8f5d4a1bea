//! The investment proof certificate's wording (spec sections 2 and 9): its rows as printed, the
//! registration number's label by member type, and the messages of the preview modal.
import { formatNumber } from '@/shared/format';
import type { CertificateDto } from './api';

export const STORED = '저장되었습니다.';
export const SAVE_FAILED = '저장 실패했습니다.';
export const IDENTITY_SAVED = '출자자 정보가 저장되었습니다.';

/** A corporation is identified by its business number, a person by the resident number. */
export const registrationLabel = (lpType: string) =>
  lpType === 'corporate' ? '사업자등록번호' : '주민등록번호';

/** What the server keeps of the number, told under the field before the GP types it. */
export const registrationHint = (lpType: string) =>
  lpType === 'corporate'
    ? '사업자등록번호 10자리를 입력해 주세요.'
    : '주민등록번호는 생년월일과 성별 자리(앞 7자리)만 저장됩니다.';

// Full won, never 만원/억원: the certificate states exact amounts.
const won = (amount: number) => `${formatNumber(amount)}원`;
const units = (count: number) => `${formatNumber(count)}좌`;

/** The two-column table of the printed certificate, in its order. */
export function certificateRows(certificate: CertificateDto): [label: string, value: string][] {
  return [
    ['출자자', certificate.investor],
    [registrationLabel(certificate.lp_type), certificate.registration_number],
    ['주소', certificate.address],
    ['조합명', certificate.union_name],
    ['출자 총액', `${won(certificate.total_amount)} (${units(certificate.total_units)})`],
    ['출자금액', won(certificate.own_amount)],
    ['출자좌수', units(certificate.own_units)],
    ['1좌당 금액', won(certificate.unit_price)],
  ];
}
