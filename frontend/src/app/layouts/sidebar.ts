//! Sidebar model of the logged-in layout (built from the route table) and its active entry.
import type { Me } from '@/entities/me';
import { isLpOnly } from '@/features/auth';
import { NAV_GROUPS, type AppRoute } from '@/shared/navigation/appRoute';

export interface SidebarItem {
  to: string;
  label: string;
  /** Shown with a '준비 중' badge: the screen is not built yet. */
  comingSoon: boolean;
  /** Listed only for the users this accepts (AppRoute.shownTo). */
  shownTo?: (me: Me) => boolean;
  /** Built for these users only: 준비 중 for anyone else (AppRoute.builtFor). */
  builtFor?: (me: Me) => boolean;
}

export interface SidebarGroup {
  label: string;
  items: SidebarItem[];
}

/** The sidebar groups in their order, each route in table order; empty groups left out. */
export function sidebarOf(
  routes: AppRoute[],
  isComingSoon: (route: AppRoute) => boolean,
): SidebarGroup[] {
  const item = (route: AppRoute) => ({
    to: route.path,
    label: route.title,
    comingSoon: isComingSoon(route),
    ...(route.shownTo ? { shownTo: route.shownTo } : {}),
    ...(route.builtFor ? { builtFor: route.builtFor } : {}),
  });
  return NAV_GROUPS.map((group) => ({
    label: group,
    items: [
      ...routes.filter((route) => route.nav === group).map(item),
      // Notices and FAQ belong to the support layout but are listed with the others.
      ...(group === '기타'
        ? routes
            .filter((route) => route.layout === 'support' && !route.path.includes('Detail'))
            .map(item)
        : []),
    ],
  })).filter((group) => group.items.length > 0);
}

/**
 * The sidebar groups each kind of account works in (`null`: every group). The LP and union
 * screens are an investor firm's: an LP's own account keeps its own area, a startup its
 * company's screens, a fact-checker the startup data it verifies.
 */
export function groupsOf(me: Me | undefined): readonly string[] | null {
  if (!me) return null;
  if (isLpOnly(me)) return ['내 출자'];
  if (me.user_type === 'fact_checker') return ['대시보드', '투자 정보', '기타'];
  if (me.company_kind === 'startup') return ['대시보드', '기타'];
  return null;
}

/**
 * The entries `me` is shown (entries for some users only wait until the user is known), a
 * screen built for other users marked 준비 중 as before it was built.
 */
export function sidebarFor(groups: SidebarGroup[], me: Me | undefined): SidebarGroup[] {
  const builtForMe = (item: SidebarItem) =>
    !item.builtFor || (me !== undefined && item.builtFor(me));
  const kept = groupsOf(me);
  return groups
    .filter((group) => kept === null || kept.includes(group.label))
    .map((group) => ({
      ...group,
      items: group.items
        .filter((item) => !item.shownTo || (me !== undefined && item.shownTo(me)))
        .map((item) => (builtForMe(item) ? item : { ...item, comingSoon: true })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * The sidebar entry for a path: exact match, else the longest entry whose area contains it.
 * An area holds the paths below it (`/notice/Detail`) and its siblings named after it with a
 * dash (the spec's `/inquiry-history` under `/inquiry`, `/message-detail` under
 * `/message-list`, `/my-info-edit` under `/my-info`). A create entry (`…/edit`) is only ever
 * exact: editing an existing item (`…/edit/5`) belongs to its list, not to 'create'.
 */
export function activeSidebarItem(groups: SidebarGroup[], pathname: string): string | null {
  let best: string | null = null;
  let bestArea = '';
  for (const item of groups.flatMap((group) => group.items)) {
    if (item.to === pathname) return item.to;
    if (item.to.endsWith('/edit')) continue;
    const area = item.to.replace(/[/-](list|status)$/, '');
    const inArea = pathname.startsWith(`${area}/`) || pathname.startsWith(`${area}-`);
    if (inArea && area.length > bestArea.length) {
      best = item.to;
      bestArea = area;
    }
  }
  return best;
}
