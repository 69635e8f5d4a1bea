//! Access rules applied on every navigation (pure, so they are unit-tested without a browser).
import { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH, type Me } from '@/entities/me';
import { isSeller, membershipMessage, SELLER_HOME } from '@/features/auth';
import { REGISTRATION_NOTICE, TWO_FACTOR_SETUP_NOTICE } from '@/shared/config/messages';

export interface GuardedRoute {
  path: string;
  requiresLogin: boolean;
  /** Open to logged-in users who have not finished registration (join steps, policies). */
  registration?: boolean;
  /** Public share views: open to anyone, no user rules. */
  publicShare?: boolean;
  /**
   * Open to a user the firm holds until they set up two-factor login (the setup screen itself,
   * 내 정보): every other logged-in page sends them to the setup.
   */
  beforeTwoFactor?: boolean;
}

export type GuardMe = Pick<
  Me,
  | 'verified'
  | 'member_type'
  | 'company_group_status'
  | 'company_name'
  | 'two_factor_enabled'
  | 'two_factor_required'
>;

export interface GuardInput {
  route: GuardedRoute;
  /** The location being opened (path + query + hash), remembered for after login. */
  location: string;
  loggedIn: boolean;
  /**
   * Whether the user was already logged in when this route was entered. /login sends a stored
   * login to the index, but not the user who has just logged in on it (that page moves on itself).
   */
  loggedInOnEntry?: boolean;
  /** The user's details; null when unknown. */
  me: GuardMe | null;
  /** True while the user's details are still being loaded. */
  meLoading: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; state?: { from?: string; notice?: string } }
  | { kind: 'end-session'; message: string };

export function decideAccess({
  route,
  location,
  loggedIn,
  loggedInOnEntry = loggedIn,
  me,
  meLoading,
}: GuardInput): GuardDecision {
  if (route.publicShare) return { kind: 'allow' };

  if (!loggedIn) {
    return route.requiresLogin
      ? { kind: 'redirect', to: '/login', state: { from: location } }
      : { kind: 'allow' };
  }

  // A stored login skips the login form.
  if (route.path === '/login')
    return loggedInOnEntry ? { kind: 'redirect', to: '/' } : { kind: 'allow' };

  if (!me) {
    // Logged-in pages and the index wait for the user's details; other public pages do not.
    return meLoading && (route.requiresLogin || route.path === '/')
      ? { kind: 'wait' }
      : { kind: 'allow' };
  }

  const inactive = membershipMessage(me.company_group_status, me.company_name);
  if (inactive) return { kind: 'end-session', message: inactive };

  if (!me.verified) {
    return route.registration
      ? { kind: 'allow' }
      : { kind: 'redirect', to: '/join-intro', state: { notice: REGISTRATION_NOTICE } };
  }

  // The firm requires two-factor login: nothing but the setup (and 내 정보, logout) until it is on.
  if (mustSetUpTwoFactor(me) && route.requiresLogin && !route.beforeTwoFactor) {
    return {
      kind: 'redirect',
      to: TWO_FACTOR_SETUP_PATH,
      state: { from: location, notice: TWO_FACTOR_SETUP_NOTICE },
    };
  }

  if (isSeller(me)) {
    if (route.path !== SELLER_HOME && (route.requiresLogin || route.path === '/')) {
      return { kind: 'redirect', to: SELLER_HOME };
    }
    return { kind: 'allow' };
  }

  if (route.path === SELLER_HOME) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow' };
}
