//! Keeps the session alive: refreshes the token when the app starts with one and every 30
//! minutes. One refresh at a time (a second caller shares the first's answer); a refresh that
//! fails without being refused is tried again after 30 s, then 1, 2, 4 … minutes, never more
//! often; a refused one ends the session once (the base query forgets it, see
//! `forgetRefusedSession`).
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch, type Dispatch } from '@/shared/hooks/useAppDispatch';
import {
  bootstrapDone,
  readToken,
  replaceToken,
  selectIsLoggedIn,
  selectSessionBootstrapping,
  tokenChanged,
} from '@/shared/session';
import { useRefreshSessionMutation } from '../api';

export const REFRESH_INTERVAL_MS = 30 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;

/** The wait after `failures` failed refreshes in a row: doubling from 30 s, at most the interval. */
export function retryDelay(failures: number): number {
  return Math.min(REFRESH_INTERVAL_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

type Refresh = ReturnType<typeof useRefreshSessionMutation>[0];

let inFlight: Promise<string | null> | null = null;

/** The refreshed token (null: refused or failed), or the answer of the refresh under way. */
function refreshedToken(refresh: Refresh): Promise<string | null> {
  inFlight ??= refresh()
    .unwrap()
    .then(
      (answer) => answer.access_token,
      // A 401 already ended the session in the base query; other failures keep the old token.
      () => null,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Refreshes this store's session; true when a new token came. */
async function keepAlive(refresh: Refresh, dispatch: Dispatch): Promise<boolean> {
  try {
    const fresh = await refreshedToken(refresh);
    if (fresh === null || readToken() === null) return false; // failed, or logged out meanwhile
    replaceToken(fresh);
    dispatch(tokenChanged(fresh));
    return true;
  } finally {
    dispatch(bootstrapDone());
  }
}

export function useSessionKeeper(): void {
  const dispatch = useAppDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const bootstrapping = useSelector(selectSessionBootstrapping);
  const [refresh] = useRefreshSessionMutation();
  const startup = useRef(bootstrapping);

  useEffect(() => {
    if (!loggedIn) return;
    let timer: number | undefined;
    let stopped = false;
    let failures = 0;
    const schedule = (ms: number) => {
      if (!stopped) timer = window.setTimeout(() => void tick(), ms);
    };
    // Not cancelled on cleanup: a refreshed token is valid whoever asked for it.
    const tick = async () => {
      const refreshed = await keepAlive(refresh, dispatch);
      failures = refreshed ? 0 : failures + 1;
      schedule(refreshed ? REFRESH_INTERVAL_MS : retryDelay(failures));
    };
    if (startup.current) {
      startup.current = false;
      void tick();
    } else {
      schedule(REFRESH_INTERVAL_MS);
    }
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [loggedIn, refresh, dispatch]);
}
