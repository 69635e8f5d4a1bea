import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './App';
import { makeStore } from './store';
import { pageLoader, restoreRememberedToken, storeToken, TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { api, http, HttpResponse, server } from '@/test/server';
import { REFRESH_INTERVAL_MS, retryDelay } from '@/features/auth';

/** Loads the app as a browser would: restore the stored login, make the store, mount. */
function load() {
  restoreRememberedToken();
  const store = makeStore();
  const view = render(
    <AppProviders store={store}>
      <span>app</span>
    </AppProviders>,
  );
  return { store, ...view };
}

function countRefreshes(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.post(api('/auth/refresh'), () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const refused = () =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      code: 'login_required',
      message: '로그인이 필요합니다.',
    },
    { status: 401, headers: { 'content-type': 'application/problem+json' } },
  );

afterEach(() => vi.useRealTimers());

describe('useSessionKeeper', () => {
  it('ends a refused session once, even when the same token is put back before every load', async () => {
    const calls = countRefreshes(refused);
    const reloads = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    for (let load_ = 0; load_ < 3; load_ += 1) {
      // A harness (or another tab) writes the dead token back before each load.
      window.localStorage.setItem(TOKEN_KEY, 'dead-token');
      const { store, unmount } = load();
      if (load_ === 0) await waitFor(() => expect(reloads).toHaveBeenCalledWith('/'));
      await waitFor(() => expect(store.getState().session.token).toBeNull());
      unmount();
    }
    expect(calls.count).toBe(1);
    expect(reloads).toHaveBeenCalledTimes(1);
    // A fresh login clears the memory of the refused token.
    storeToken('new-token', false);
    expect(restoreRememberedToken()).toBe('new-token');
  });

  it('asks once when two keepers start together, and both take the new token', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'live-token');
    const calls = countRefreshes(() => HttpResponse.json(token('rotated-token')));
    const first = load();
    const second = load();
    await waitFor(() => expect(first.store.getState().session.token).toBe('rotated-token'));
    await waitFor(() => expect(second.store.getState().session.bootstrapping).toBe(false));
    expect(calls.count).toBe(1);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('rotated-token');
  });

  it('backs off while the server fails, and keeps the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.setItem(TOKEN_KEY, 'live-token');
    const calls = countRefreshes(() => HttpResponse.json({}, { status: 503 }));
    const { store } = load();
    await waitFor(() => expect(calls.count).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(calls.count).toBe(2));
    // The second try was at 30 s and failed: the third waits a minute more, until 90 s.
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(calls.count).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(calls.count).toBe(3));
    expect(store.getState().session.token).toBe('live-token');
  });

  it('doubles the wait from 30 seconds up to the refresh interval', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20)).toBe(REFRESH_INTERVAL_MS);
  });
});
