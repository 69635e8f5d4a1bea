//! The public share pages' own small app (src/shareMain.tsx mounts it): Mantine with the app's
//! theme and a router holding the share routes in the share layout. No Redux store: the pages
//! read through their own cache, which the layout holds. Any other address belongs to the whole
//! app, which the browser then loads.
import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { isSharePath } from '@/features/share/paths';
import { shareRoutes } from '@/features/share/routes';
import { pageLoader } from '@/shared/session/navigation';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { ShareLayout } from './layouts/ShareLayout';
import { NotFoundPage, RouteErrorPage } from './RouteErrorPage';
import { theme } from './theme';
import { useNavigationReset } from './useNavigationReset';

function ShareRoot() {
  useNavigationReset();
  return <Outlet />;
}

/**
 * An address outside the share pages (the logo, the footer's policies), which the router has
 * just moved to: loaded afresh, so that the whole app shows it. An address this app should have
 * shown is no reason to reload: not found.
 */
function WholeAppPage() {
  const { pathname } = useLocation();
  const elsewhere = !isSharePath(pathname);
  useEffect(() => {
    if (elsewhere) pageLoader.reload();
  }, [elsewhere, pathname]);
  return elsewhere ? null : <NotFoundPage />;
}

const routeObjects: RouteObject[] = [
  {
    element: <ShareRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <ShareLayout />,
        children: shareRoutes.map(({ path, title, page: Page }) => ({
          path,
          // As the whole app shows a share route without a page.
          element: Page ? (
            <Page />
          ) : (
            <ComingSoonPage title={title} backTo="/" backLabel="홈으로 이동" />
          ),
          handle: { title },
        })),
      },
      { path: '*', element: <WholeAppPage /> },
    ],
  },
];

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/** `createRouter`: the browser's router; tests give a memory router. */
export function ShareApp({ createRouter = createBrowserRouter }: { createRouter?: RouterFactory }) {
  const [router] = useState(() => createRouter(routeObjects));
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
