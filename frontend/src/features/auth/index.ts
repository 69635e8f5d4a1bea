//! Public entry of the auth feature (for the app): session upkeep and the access rules.
export { REFRESH_INTERVAL_MS, retryDelay, useSessionKeeper } from './hooks/useSessionKeeper';
export { isLpOnly, isSeller, LP_HOME, membershipMessage, SELLER_HOME } from './session';
