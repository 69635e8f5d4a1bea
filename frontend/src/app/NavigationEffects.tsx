//! What happens on every navigation: title reset, scroll (smooth for hash links), user details refetch.
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { invalidateMe } from '@/entities/me';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { selectIsLoggedIn } from '@/shared/session';
import { useNavigationReset } from './useNavigationReset';

export function NavigationEffects() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const previousPath = useRef(pathname);
  useNavigationReset();

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (loggedIn) dispatch(invalidateMe());
  }, [pathname, loggedIn, dispatch]);

  return null;
}
