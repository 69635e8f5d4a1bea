//! 결제하기: starts the order on the server, then sends the browser to the payment window. One
//! start at a time, and none once the browser is on its way (no second order on a double click).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useStartCheckoutMutation } from '../api';
import { WINDOW_UNAVAILABLE, type ProductKind } from '../model';
import { openPaymentWindow } from '../paymentWindow';

export function useCheckout(): {
  start: (kind: ProductKind, code: string) => Promise<void>;
  opening: boolean;
  error: string | null;
  clearError: () => void;
} {
  const [startCheckout] = useStartCheckoutMutation();
  const busy = useRef(false);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the window, the browser may show this page as it was left (the back-forward
  // cache): still waiting. It may start again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setOpening(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = useCallback(
    async (kind: ProductKind, code: string) => {
      if (busy.current) return;
      busy.current = true;
      setOpening(true);
      setError(null);
      try {
        const checkout = await startCheckout({ checkoutBody: { kind, code } }).unwrap();
        const outcome = await openPaymentWindow(checkout);
        // Leaving for the window: stays busy until the page is gone.
        if (outcome === 'leaving') return;
        if (outcome === 'unavailable') setError(WINDOW_UNAVAILABLE);
      } catch (caught) {
        setError((caught as ApiError).message);
      }
      busy.current = false;
      setOpening(false);
    },
    [startCheckout],
  );

  return { start, opening, error, clearError: useCallback(() => setError(null), []) };
}
