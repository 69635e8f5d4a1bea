import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionEnded, TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { PendingReport } from './model';
import { usePendingReports, useStartReport } from './pending';
import { serveReports } from './test/reportServer';

/** Renders the hooks in an app of their own; `result.current` is their latest answer. */
function renderPending() {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
  server.use(http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))));
  const result: {
    current: { pending: PendingReport[]; start: ReturnType<typeof useStartReport> } | null;
  } = { current: null };
  function Probe() {
    result.current = { pending: usePendingReports(), start: useStartReport() };
    return null;
  }
  const { store } = renderRoutes([{ path: '/', element: <Probe /> }], '/');
  return { result: result as { current: NonNullable<typeof result.current> }, store };
}

describe('the reports being made', () => {
  it('are one list per app store, emptied when the session ends', async () => {
    const { finishCreate } = serveReports();
    const { result, store } = renderPending();
    act(() => result.current.start({ base_date: '2026-11-25', title: '  ' }, 'key-1'));
    expect(result.current.pending).toEqual([
      {
        key: 'key-1',
        state: 'creating',
        title: '투자 보고서',
        baseDate: '2026-11-25',
        unionIds: null,
      },
    ]);
    // Another store (another test, another app) starts empty.
    expect(renderPending().result.current.pending).toEqual([]);

    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(result.current.pending).toEqual([]);
    finishCreate();
    // The answer of a request from the ended session adds nothing back.
    await waitFor(() => expect(result.current.pending).toEqual([]));
  });
});
