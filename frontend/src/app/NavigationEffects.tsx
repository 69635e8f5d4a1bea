//! What happens on every navigation: title reset, scroll (smooth for hash links), user details refetch.
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { invalidateMe } from '@/entities/me';
import { PRODUCT_TITLE } from '@/shared/config/product';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { selectIsLoggedIn } from '@/shared/session';

function scrollToHash(hash: string): () => void {
  let attempts = 0;
  let timer = 0;
  // The target may live in a lazily loaded page: try for a short while.
  const tryScroll = () => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else if (attempts++ < 20) {
      timer = window.setTimeout(tryScroll, 50);
    }
  };
  tryScroll();
  return () => window.clearTimeout(timer);
}

export function NavigationEffects() {
  const { pathname, search, hash } = useLocation();
  const dispatch = useAppDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  const previousPath = useRef(pathname);

  useEffect(() => {
    document.title = PRODUCT_TITLE;
  }, [pathname, search, hash]);

  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, search, hash]);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (loggedIn) dispatch(invalidateMe());
  }, [pathname, loggedIn, dispatch]);

  return null;
}
