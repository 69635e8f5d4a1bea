//! Rules about who may use the app once logged in: membership status, verification, sellers.
import { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH, type Me } from '@/entities/me';
import { REGISTRATION_NOTICE, TWO_FACTOR_SETUP_NOTICE } from '@/shared/config/messages';

export const SELLER_HOME = '/seller-main';

/** The Korean notice for a company membership that is not active, or null when it is. */
export function membershipMessage(
  status: string | null | undefined,
  companyName: string,
): string | null {
  switch (status) {
    case 'w':
      return `${companyName} 소속으로 회원가입이 승인 대기 중입니다.`;
    case 'r':
      return `${companyName} 소속으로 회원가입이 거절 되었습니다.`;
    case 'd':
      return `${companyName} 에서 강퇴 되었습니다.`;
    default:
      return null;
  }
}

export function isSeller(me: Pick<Me, 'member_type'>): boolean {
  return (me.member_type ?? '').startsWith('host');
}

/** The home of an LP's own account (signed up from an invitation). */
export const LP_HOME = '/my-investments';

/** An LP's own account: the app shows it the LP's pages only. */
export function isLpOnly(me: Pick<Me, 'member_type'> | undefined): boolean {
  return me?.member_type === 'lp';
}

export interface Destination {
  to: string;
  state?: { notice?: string; from?: string };
}

/**
 * Where a user goes right after logging in: registration, the two-factor setup the firm requires
 * (which then goes on to the page wanted), the sellers' screen, or the app.
 */
export function destinationAfterLogin(me: Me, wanted?: string | null): Destination {
  if (!me.verified) return { to: '/join-intro', state: { notice: REGISTRATION_NOTICE } };
  const kept = wanted && wanted !== '/login' ? wanted : null;
  if (mustSetUpTwoFactor(me)) {
    return {
      to: TWO_FACTOR_SETUP_PATH,
      state: { notice: TWO_FACTOR_SETUP_NOTICE, ...(kept ? { from: kept } : {}) },
    };
  }
  if (isSeller(me)) return { to: SELLER_HOME };
  const home = isLpOnly(me) ? LP_HOME : '/dashboard';
  return { to: kept ?? home };
}
