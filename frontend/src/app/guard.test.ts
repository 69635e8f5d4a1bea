import { describe, expect, it } from 'vitest';
import { REGISTRATION_NOTICE, TWO_FACTOR_SETUP_NOTICE } from '@/shared/config/messages';
import { decideAccess, type GuardMe, type GuardedRoute } from './guard';

const dashboard: GuardedRoute = { path: '/dashboard', requiresLogin: true };
const landing: GuardedRoute = { path: '/', requiresLogin: false };
const login: GuardedRoute = { path: '/login', requiresLogin: false };
const joinIntro: GuardedRoute = { path: '/join-intro', requiresLogin: false, registration: true };
const sellerMain: GuardedRoute = { path: '/seller-main', requiresLogin: true };
const twoFactorSetup: GuardedRoute = {
  path: '/two-factor-setup',
  requiresLogin: true,
  beforeTwoFactor: true,
};
const myInfo: GuardedRoute = { path: '/my-info', requiresLogin: true, beforeTwoFactor: true };
const share: GuardedRoute = {
  path: '/invest-portfolio/share/:token',
  requiresLogin: false,
  publicShare: true,
};

const ceo: GuardMe = {
  verified: true,
  member_type: 'gp',
  company_group_status: 'c',
  company_name: '데모투자파트너스',
  two_factor_enabled: false,
  two_factor_required: false,
};

const decide = (
  route: GuardedRoute,
  me: GuardMe | null,
  extra: { loggedIn?: boolean; meLoading?: boolean } = {},
) =>
  decideAccess({
    route,
    location: `${route.path}?tab=1`,
    loggedIn: extra.loggedIn ?? me !== null,
    me,
    meLoading: extra.meLoading ?? false,
  });

describe('decideAccess', () => {
  it('sends a visitor to /login from a page that requires login, remembering the way back', () => {
    expect(decide(dashboard, null)).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/dashboard?tab=1' },
    });
  });

  it('lets a visitor see public pages and share views', () => {
    expect(decide(landing, null)).toEqual({ kind: 'allow' });
    expect(decide(login, null)).toEqual({ kind: 'allow' });
    expect(decide(share, null)).toEqual({ kind: 'allow' });
  });

  it('forces an unverified user to /join-intro with the notice', () => {
    const unverified = { ...ceo, verified: false };
    expect(decide(dashboard, unverified)).toEqual({
      kind: 'redirect',
      to: '/join-intro',
      state: { notice: REGISTRATION_NOTICE },
    });
    expect(decide(landing, unverified)).toMatchObject({ kind: 'redirect', to: '/join-intro' });
    expect(decide(joinIntro, unverified)).toEqual({ kind: 'allow' });
  });

  it('sends host member types to the sellers screen', () => {
    const seller = { ...ceo, member_type: 'host_basic' };
    expect(decide(dashboard, seller)).toEqual({ kind: 'redirect', to: '/seller-main' });
    expect(decide(landing, seller)).toEqual({ kind: 'redirect', to: '/seller-main' });
    expect(decide(sellerMain, seller)).toEqual({ kind: 'allow' });
    expect(decide(sellerMain, ceo)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a stored login from /login to the index, but not one made on the page itself', () => {
    expect(decide(login, ceo)).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decideAccess({
        route: login,
        location: '/login',
        loggedIn: true,
        loggedInOnEntry: false,
        me: ceo,
        meLoading: false,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('waits for the user details on logged-in pages only', () => {
    expect(decide(dashboard, null, { loggedIn: true, meLoading: true })).toEqual({ kind: 'wait' });
    expect(
      decide({ path: '/terms-policy', requiresLogin: false }, null, {
        loggedIn: true,
        meLoading: true,
      }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('ends the session of a member whose membership is not active', () => {
    expect(decide(dashboard, { ...ceo, company_group_status: 'w' })).toEqual({
      kind: 'end-session',
      message: '데모투자파트너스 소속으로 회원가입이 승인 대기 중입니다.',
    });
    expect(decide(dashboard, { ...ceo, company_group_status: 'r' })).toMatchObject({
      message: '데모투자파트너스 소속으로 회원가입이 거절 되었습니다.',
    });
    expect(decide(dashboard, { ...ceo, company_group_status: 'd' })).toMatchObject({
      message: '데모투자파트너스 에서 강퇴 되었습니다.',
    });
  });

  it('lets an active, verified user in', () => {
    expect(decide(dashboard, ceo)).toEqual({ kind: 'allow' });
    expect(decide(landing, ceo)).toEqual({ kind: 'allow' });
  });

  describe('a firm that requires two-factor login', () => {
    const held = { ...ceo, two_factor_required: true };

    it('sends a member without it to the setup from any logged-in page, with the way back', () => {
      expect(decide(dashboard, held)).toEqual({
        kind: 'redirect',
        to: '/two-factor-setup',
        state: { from: '/dashboard?tab=1', notice: TWO_FACTOR_SETUP_NOTICE },
      });
      expect(decide(sellerMain, { ...held, member_type: 'host_basic' })).toMatchObject({
        kind: 'redirect',
        to: '/two-factor-setup',
      });
    });

    it('lets the member open the setup, 내 정보 and the public pages', () => {
      expect(decide(twoFactorSetup, held)).toEqual({ kind: 'allow' });
      expect(decide(myInfo, held)).toEqual({ kind: 'allow' });
      expect(decide(landing, held)).toEqual({ kind: 'allow' });
      expect(decide(share, held)).toEqual({ kind: 'allow' });
    });

    it('lets a member who has set it up in', () => {
      expect(decide(dashboard, { ...held, two_factor_enabled: true })).toEqual({ kind: 'allow' });
    });

    it('finishes the registration first', () => {
      expect(decide(dashboard, { ...held, verified: false })).toMatchObject({
        to: '/join-intro',
      });
    });
  });
});
