//! The enrolment the setup page works on: begun (POST /me/two-factor/enrolment) once when the
//! page opens, and again on request. Each call makes a fresh secret, so a second call (React's
//! strict mode runs effects twice) would leave the QR code shown stale.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useBeginTwoFactorMutation, type TwoFactorEnrolmentDto } from '../twoFactorApi';

type Enrolment =
  | { kind: 'loading' }
  | { kind: 'ready'; enrolment: TwoFactorEnrolmentDto }
  | { kind: 'failed'; error: ApiError };

export function useTwoFactorEnrolment() {
  const [begin] = useBeginTwoFactorMutation();
  const [state, setState] = useState<Enrolment>({ kind: 'loading' });
  const begun = useRef(false);

  const run = useCallback(async () => {
    try {
      setState({ kind: 'ready', enrolment: await begin().unwrap() });
    } catch (caught) {
      setState({ kind: 'failed', error: caught as ApiError });
    }
  }, [begin]);

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    void run();
  }, [run]);

  const restart = () => {
    setState({ kind: 'loading' });
    void run();
  };

  return { state, restart };
}
