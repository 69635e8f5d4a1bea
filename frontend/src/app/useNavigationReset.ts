//! What every navigation resets, in the app and in the share pages' own entry: the title, and
//! the scroll (to the top, or smoothly to a hash link's target).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_TITLE } from '@/shared/config/product';

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

export function useNavigationReset(): void {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    document.title = PRODUCT_TITLE;
  }, [pathname, search, hash]);

  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, search, hash]);
}
