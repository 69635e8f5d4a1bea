//! Logout: tell the server, forget the token everywhere, and reload the landing page.
import { useCallback } from 'react';
import { clearStorages, keepNoticeForNextLoad, pageLoader } from '@/shared/session';
import { useLogoutMutation } from './api';

/**
 * Ends the session on this side once the server has ended it (or was told to): forgets the token
 * everywhere and loads the landing page afresh, which shows `notice` when one is given.
 */
export function leaveSession(notice?: string): void {
  clearStorages();
  if (notice) keepNoticeForNextLoad(notice);
  // A full load of / drops every cached answer and leaves no logged-in page mounted to
  // redirect to /login on the way out.
  pageLoader.replace('/');
}

export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The session ends on this side whatever the server answered.
    }
    leaveSession();
  }, [logout]);
}
