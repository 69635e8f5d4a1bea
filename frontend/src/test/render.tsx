// Renders screens the way the app does (fresh store, Mantine, notifications, a memory router).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/App';
import { makeStore } from '@/app/store';
import { registerNavigator } from '@/shared/session';

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  registerNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
