//! Providers (Redux, Mantine, notifications, modals) around the router, plus session upkeep.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useSessionKeeper } from '@/features/auth';
import { registerNavigator, takeKeptNotice } from '@/shared/session';
import { notifySuccess } from '@/shared/ui/notify';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from './store';
import { theme } from './theme';

function SessionKeeper() {
  useSessionKeeper();
  return null;
}

/** Shows the notice the previous page kept for this load (e.g. after the account was withdrawn). */
function KeptNotice() {
  useEffect(() => {
    const notice = takeKeptNotice();
    if (notice) notifySuccess(notice);
  }, []);
  return null;
}

// Confirm dialogs pull in Mantine's Modal and its scroll area: loaded after the first paint, so
// the first visit downloads less. Nothing can ask for a confirmation before it is there.
const ModalsProvider = lazy(async () => {
  const { ModalsProvider: Provider } = await import('@mantine/modals');
  return { default: Provider };
});

/** Everything but the router: used by the app and by page tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-center" zIndex={1000} />
        {/* Beside the app, not around it: the app calls the static `modals` API only, so
            the provider's late arrival never remounts what is already on screen. */}
        <Suspense fallback={null}>
          <ModalsProvider labels={{ confirm: '확인', cancel: '취소' }} />
        </Suspense>
        <SessionKeeper />
        <KeptNotice />
        {children}
      </MantineProvider>
    </Provider>
  );
}

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(() => {
    const created = createAppRouter();
    registerNavigator((to, options) => void created.navigate(to, options));
    return created;
  });
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
