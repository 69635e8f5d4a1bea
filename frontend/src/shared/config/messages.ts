//! User-facing messages shared by several areas (copied from the spec's error catalogue).

/** Fallback when a failed request carries no Korean message. */
export const SERVER_ERROR_MESSAGE = '서버오류. 지속되면 고객센터로 연락바랍니다.';

/** Shown to a logged-in user who has not finished registration. */
export const REGISTRATION_NOTICE = '정보를 입력한 후 이용할 수 있습니다.';

/** Shown to a user whose firm requires two-factor login before they have set it up. */
export const TWO_FACTOR_SETUP_NOTICE =
  '회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.';
