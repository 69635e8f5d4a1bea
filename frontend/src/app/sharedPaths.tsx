//! One address served by more than one feature, each for its own users: 기업 기본 정보 is a
//! startup member's own company (features/startup) and an investment firm's details
//! (features/company). The route table keeps one route for the path, whose page is the first
//! feature's page built for the user; anyone else keeps the 준비 중 page.
import { lazy } from 'react';
import { useGetMeQuery, type Me } from '@/entities/me';
import type { AppRoute } from '@/shared/navigation/appRoute';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';

const servesUser = (route: AppRoute, me: Me) => !route.builtFor || route.builtFor(me);

/** The page that renders the first candidate's page built for the user. */
function pageByUser(candidates: AppRoute[], title: string): AppRoute['page'] {
  function PageByUser() {
    // The access guard has loaded the user before a logged-in page renders.
    const { data: me } = useGetMeQuery();
    if (!me) return <LoadingScreen />;
    const Page = candidates.find((route) => route.page && servesUser(route, me))?.page;
    return Page ? <Page /> : <ComingSoonPage title={title} />;
  }
  // A route's page is a lazy component; this one is tiny and its candidates load on demand.
  return lazy(async () => ({ default: PageByUser }));
}

/** One route for `candidates` (all at one path): the first one's title, layout and sidebar entry. */
function joined([first, ...others]: [AppRoute, ...AppRoute[]]): AppRoute {
  const candidates = [first, ...others];
  const shownTo = candidates.every((route) => route.shownTo)
    ? (me: Me) => candidates.some((route) => route.shownTo?.(me))
    : undefined;
  return {
    ...first,
    page: pageByUser(candidates, first.title),
    builtFor: (me) => candidates.some((route) => route.page && servesUser(route, me)),
    shownTo,
  };
}

/**
 * `routes` with each route of `sharing` joined to the route at its path (a route of `sharing`
 * whose path has none is added at the end). Only the paths meant to be shared are joined: any
 * other path listed twice stays a mistake the route table's tests catch.
 */
export function withSharedPaths(routes: AppRoute[], sharing: AppRoute[]): AppRoute[] {
  const paths = new Set(routes.map((route) => route.path));
  return [
    ...routes.map((route) => {
      const others = sharing.filter((other) => other.path === route.path);
      return others.length > 0 ? joined([route, ...others]) : route;
    }),
    ...sharing.filter((other) => !paths.has(other.path)),
  ];
}
