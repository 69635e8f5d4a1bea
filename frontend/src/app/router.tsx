//! The one route table: every feature's routes and the areas still to come, each in its layout
//! behind the access guard. A route without a page shows the shared "준비 중" page, and the
//! sidebar and the dashboard call exactly those routes 준비 중.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, Outlet, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { billingRoutes } from '@/features/billing/routes';
import { companyRoutes, firmRoutes } from '@/features/company/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { investRoutes } from '@/features/invest/routes';
import { joinRoutes } from '@/features/join/routes';
import { landingRoutes } from '@/features/landing/routes';
import { lpRoutes } from '@/features/lp/routes';
import { messageRoutes } from '@/features/messages/routes';
import { portalRoutes } from '@/features/portal/routes';
import { portfolioRoutes } from '@/features/portfolio/routes';
import { rawDataRoutes } from '@/features/rawData/routes';
import { reportRoutes } from '@/features/report/routes';
import { shareRoutes } from '@/features/share/routes';
import { dataRequestRoutes } from '@/features/requests/routes';
import { startupRoutes } from '@/features/startup/routes';
import { supportRoutes } from '@/features/support/routes';
import { taskRoutes } from '@/features/tasks/routes';
import { unionRoutes } from '@/features/union/routes';
import { waitingRoutes } from '@/features/waiting/routes';
import type { AppRoute, LayoutKind } from '@/shared/navigation/appRoute';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { AccessGuard } from './AccessGuard';
import { comingSoonRoutes } from './comingSoonRoutes';
import { LandingLayout } from './layouts/LandingLayout';
import { sidebarOf } from './layouts/sidebar';
import { NavigationEffects } from './NavigationEffects';
import { NotFoundPage, RouteErrorPage } from './RouteErrorPage';
import { withSharedPaths } from './sharedPaths';

// Built areas first: within a sidebar group their screens come before the ones still to come.
// 기업 기본 정보 is a startup's own company and an investment firm's details at the same
// addresses: one route each, whose page is picked by the user.
export const routes: AppRoute[] = withSharedPaths(
  [
    ...landingRoutes,
    ...authRoutes,
    ...joinRoutes,
    ...supportRoutes,
    ...waitingRoutes,
    ...dashboardRoutes,
    ...rawDataRoutes,
    ...taskRoutes,
    ...portalRoutes,
    ...lpRoutes,
    ...unionRoutes,
    ...companyRoutes,
    ...startupRoutes,
    ...dataRequestRoutes,
    ...investRoutes,
    ...reportRoutes,
    ...portfolioRoutes,
    ...accountRoutes,
    ...messageRoutes,
    ...shareRoutes,
    ...billingRoutes,
    ...comingSoonRoutes,
  ],
  firmRoutes,
);

const rendersComingSoon = (route: AppRoute) => !route.page;

/** Whether the screen at `path` is 준비 중: the route that matches it has no page. */
export function isComingSoon(path: string): boolean {
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  return route !== undefined && rendersComingSoon(route);
}

/** Sidebar of the logged-in layout, in table order within each group. */
export const sidebar = sidebarOf(routes, rendersComingSoon);

// The layouts a first visit (the landing page, login) does not need load on demand: the
// logged-in shell, the support pages and the share pages keep their widgets out of the
// initial download.
const AppLayout = lazy(async () => ({ default: (await import('./layouts/AppLayout')).AppLayout }));
const SupportLayout = lazy(async () => ({
  default: (await import('./layouts/SupportLayout')).SupportLayout,
}));
const ShareLayout = lazy(async () => ({
  default: (await import('./layouts/ShareLayout')).ShareLayout,
}));
const lazyLayout = (layout: ReactNode) => (
  <Suspense fallback={<LoadingScreen />}>{layout}</Suspense>
);

function RouteElement({ route }: { route: AppRoute }) {
  const Page = route.page;
  const share = route.layout === 'share';
  return (
    <AccessGuard key={route.path} route={{ ...route, publicShare: share }}>
      {Page ? (
        <Page />
      ) : (
        <ComingSoonPage
          title={route.title}
          backTo={share ? '/' : '/dashboard'}
          backLabel={share ? '홈으로 이동' : '대시보드로 이동'}
        />
      )}
    </AccessGuard>
  );
}

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const byLayout = (layout: LayoutKind): RouteObject[] =>
  routes
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      element: <RouteElement key={route.path} route={route} />,
      handle: { title: route.title },
    }));

const navigation = { sidebar, isComingSoon };

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <LandingLayout />,
        children: [...byLayout('landing'), { path: '*', element: <NotFoundPage /> }],
      },
      { element: lazyLayout(<AppLayout {...navigation} />), children: byLayout('app') },
      { element: lazyLayout(<SupportLayout {...navigation} />), children: byLayout('support') },
      { element: lazyLayout(<ShareLayout />), children: byLayout('share') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
