//! The fail address (`?code&message&orderId`): closes the window's order on the server once,
//! keeps what the window said for the page's alert, and clears the address so a reload or a
//! shared link does not report it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFailPaymentMutation } from '../api';
import { failBodyOf, readFailReturn, type FailReturn } from '../model';

export function useFailReturn(): { failure: FailReturn | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const [failure, setFailure] = useState(() => readFailReturn(params));
  const [failPayment] = useFailPaymentMutation();
  const handled = useRef(false);

  useEffect(() => {
    if (!failure || handled.current) return;
    handled.current = true;
    // Its answer changes nothing on screen: a refusal (e.g. already paid) is the server's to keep.
    const failBody = failBodyOf(failure);
    if (failBody) void failPayment({ failBody });
    setParams({}, { replace: true });
  }, [failure, failPayment, setParams]);

  return { failure, dismiss: useCallback(() => setFailure(null), []) };
}
