//! The logged-in user as every area sees it: who it is, and logging out.
export { invalidateMe, meEndpoints, useGetMeQuery, type Me } from './api';
export { leaveSession, useLogout } from './useLogout';
