//! The logged-in user as every area sees it: who it is, and logging out.
export { invalidateMe, meEndpoints, useGetMeQuery, type Me } from './api';
export { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH } from './twoFactor';
export { leaveSession, useLogout } from './useLogout';
