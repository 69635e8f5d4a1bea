//! Login: get a token, store it, load the user, apply the membership / registration / seller rules.
//! An account with two-factor login answers `two_factor_required` to the password alone: the
//! form then asks for the app's code (or a recovery code) and sends the same login with it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { meEndpoints } from '@/entities/me';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { clearStorages, readToken, sessionEnded, storeToken, tokenChanged } from '@/shared/session';
import { useLoginMutation } from '../api';
import { destinationAfterLogin, membershipMessage } from '../session';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export function useLoginFlow(wanted: string | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [checkingUser, setCheckingUser] = useState(false);
  // The account asked for a second factor: the form shows the code step.
  const [needsCode, setNeedsCode] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  /** `code` is the second step's code (six digits or a recovery code). */
  const submit = async (values: LoginValues, code?: string) => {
    setError(null);
    setCodeError(null);
    let token: string;
    try {
      const loginRequest = code ? { ...values, two_factor_code: code } : values;
      const answer = await login({ loginRequest }).unwrap();
      token = answer.access_token;
    } catch (caught) {
      const failure = caught as ApiError;
      if (failure.code === 'two_factor_required') {
        setNeedsCode(true);
        return;
      }
      if (failure.code === 'two_factor_invalid') {
        setCodeError(failure.message);
        return;
      }
      // 403 membership_* also means "stay logged out": nothing may be left behind.
      if (failure.code?.startsWith('membership_')) clearStorages();
      setError(failure.message);
      return;
    }

    storeToken(token, values.remember);
    setCheckingUser(true);
    try {
      const me = await dispatch(
        meEndpoints.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      const inactive = membershipMessage(me.company_group_status, me.company_name);
      if (inactive) {
        clearStorages();
        dispatch(sessionEnded());
        setError(inactive);
        return;
      }
      const destination = destinationAfterLogin(me, wanted);
      dispatch(tokenChanged(token));
      void navigate(destination.to, { replace: true, state: destination.state });
    } catch {
      // The base query already ended the session and told the user (401, inactive membership).
      if (readToken() === null) return;
      // Details could not be loaded: keep the session; the guarded pages will try again.
      dispatch(tokenChanged(token));
      void navigate(wanted ?? '/dashboard', { replace: true });
    } finally {
      setCheckingUser(false);
    }
  };

  /** Back to the e-mail and password (another account). */
  const startOver = () => {
    setNeedsCode(false);
    setError(null);
    setCodeError(null);
  };

  return { submit, startOver, needsCode, error, codeError, pending: isLoading || checkingUser };
}
