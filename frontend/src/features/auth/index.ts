//! Public entry of the auth feature: who is logged in, session upkeep, logout and the access rules.
import { meEndpoints } from './api';

export { useGetMeQuery, type Me } from './api';
export { useLogout } from './hooks/useLogout';
export { useSessionKeeper } from './hooks/useSessionKeeper';
export {
  destinationAfterLogin,
  isLpOnly,
  isSeller,
  LP_HOME,
  membershipMessage,
  SELLER_HOME,
} from './session';

/** Marks the cached user details stale so every screen showing them refetches. */
export const invalidateMe = () => meEndpoints.util.invalidateTags(['Me']);
