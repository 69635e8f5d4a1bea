//! Logout: tell the server, forget the token everywhere, and reload the landing page.
import { useCallback } from 'react';
import { clearStorages, pageLoader } from '@/shared/session';
import { useLogoutMutation } from './api';

export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The session ends on this side whatever the server answered.
    }
    clearStorages();
    // A full load of / drops every cached answer and leaves no logged-in page mounted to
    // redirect to /login on the way out.
    pageLoader.replace('/');
  }, [logout]);
}
