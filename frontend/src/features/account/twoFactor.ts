//! Two-factor login's texts and client-side rules (the server has the final say).
import { formatDate } from '@/shared/format';

export const RECOVERY_FILE_NAME = 'johap-recovery-codes.txt';

export const APPS_NOTE =
  'Google Authenticator, Microsoft Authenticator, 네이버 앱 등 인증 앱으로 QR 코드를 스캔하세요.';

export const REQUIRED_BY_FIRM_NOTE = '회사 정책으로 2단계 인증이 필수입니다.';

export const CODE_FORMAT_MESSAGE = '인증 앱에 표시된 6자리 숫자를 입력해 주세요.';

/** What the user typed, without the spaces an app shows in the middle ('123 456'). */
export const typedCode = (value: string) => value.replace(/\s+/g, '');

/** The six digits of the enrolment step, or the message to show under the field. */
export const sixDigitRule = (value: string): string | null =>
  /^\d{6}$/.test(typedCode(value)) ? null : CODE_FORMAT_MESSAGE;

/** A base32 secret in groups of four, as it is easiest to type: 'JBSW Y3DP EHPK 3PXP'. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The text file of the recovery codes. */
export function recoveryCodesText(codes: string[], email?: string, now = new Date()): string {
  return [
    'Johap 2단계 인증 복구 코드',
    ...(email ? [`계정: ${email}`] : []),
    `만든 날: ${formatDate(now)}`,
    '',
    '인증 앱을 쓸 수 없을 때 인증 코드 대신 입력하세요. 각 코드는 한 번만 쓸 수 있습니다.',
    '',
    ...codes,
    '',
  ].join('\n');
}
