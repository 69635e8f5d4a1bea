//! Keeps the session alive: refreshes the token when the app starts with one and every 30 minutes.
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
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

export function useSessionKeeper(): void {
  const dispatch = useAppDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const bootstrapping = useSelector(selectSessionBootstrapping);
  const [refresh] = useRefreshSessionMutation();
  const startup = useRef(bootstrapping);

  useEffect(() => {
    if (!loggedIn) return;
    // Not cancelled on cleanup: a refreshed token is valid whoever asked for it.
    const run = async () => {
      try {
        const answer = await refresh().unwrap();
        if (readToken() === null) return; // logged out meanwhile
        replaceToken(answer.access_token);
        dispatch(tokenChanged(answer.access_token));
      } catch {
        // A 401 already ended the session in the base query; other failures keep the old token.
      } finally {
        dispatch(bootstrapDone());
      }
    };
    if (startup.current) {
      startup.current = false;
      void run();
    }
    const timer = window.setInterval(() => void run(), REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn, refresh, dispatch]);
}
