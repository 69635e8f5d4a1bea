//! What a feature's route list is made of: a route of the spec with its layout, login rule, page
//! and sidebar entry. Each feature lists its own; the app composes them into the one route table.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SessionUserDto } from '@/api/gen/me';

export type LayoutKind = 'landing' | 'app' | 'support' | 'share';

/** The sidebar's groups, in the order it shows them. */
export const NAV_GROUPS = [
  '대시보드',
  '내 출자',
  'LP 관리',
  '조합 관리',
  '투자 정보',
  '보고서',
  '포트폴리오',
  '기타',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface AppRoute {
  /** react-router path; the spec's {param} is written :param. */
  path: string;
  /** Korean name of the screen (sidebar label, 준비 중 page title). */
  title: string;
  layout: LayoutKind;
  requiresLogin: boolean;
  /** The built screen; without one the route shows the shared 준비 중 page. */
  page?: LazyExoticComponent<ComponentType>;
  /** Open to logged-in users who have not finished registration. */
  registration?: boolean;
  /**
   * Open to a user the firm holds until they set up two-factor login (the server answers them
   * only /me and /me/two-factor*): the setup screen and the pages that use nothing else.
   */
  beforeTwoFactor?: boolean;
  /** Sidebar entry of the logged-in layout. */
  nav?: NavGroup;
  /**
   * Lists the sidebar entry only for the users this accepts (and none until the user is known);
   * the page itself still tells anyone else it is not theirs.
   */
  shownTo?: (me: SessionUserDto) => boolean;
  /**
   * The page is built for these users only: anyone else (and everyone until the user is known)
   * sees the sidebar entry as 준비 중, and the page itself shows them the 준비 중 page.
   */
  builtFor?: (me: SessionUserDto) => boolean;
}

/** A page loaded the first time its route is opened: every page is its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

type Page = AppRoute['page'];

/** A public page in the landing layout. */
export const landingRoute = (
  path: string,
  title: string,
  page?: Page,
  extra: Partial<AppRoute> = {},
): AppRoute => ({ path, title, layout: 'landing', requiresLogin: false, page, ...extra });

/** A page of the logged-in layout, listed in the sidebar under `nav` when given. */
export const appRoute = (path: string, title: string, nav?: NavGroup, page?: Page): AppRoute => ({
  path,
  title,
  layout: 'app',
  requiresLogin: true,
  page,
  nav,
});

/** Notices and FAQ: the sidebar layout when logged in, the landing layout otherwise. */
export const supportRoute = (path: string, title: string, page: Page): AppRoute => ({
  path,
  title,
  layout: 'support',
  requiresLogin: false,
  page,
});

/** A public share view (no login, no product navigation). */
export const shareRoute = (path: string, title: string, page?: Page): AppRoute => ({
  path,
  title,
  layout: 'share',
  requiresLogin: false,
  page,
});
