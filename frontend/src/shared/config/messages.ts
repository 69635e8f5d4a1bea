//! User-facing messages shared by several areas (copied from the spec's error catalogue).

/** Fallback when a failed request carries no Korean message. */
export const SERVER_ERROR_MESSAGE = '서버오류. 지속되면 고객센터로 연락바랍니다.';

/** Shown to a logged-in user who has not finished registration. */
export const REGISTRATION_NOTICE = '정보를 입력한 후 이용할 수 있습니다.';
