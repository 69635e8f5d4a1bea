//! Login: get a token, store it, load the user, apply the membership / registration / seller rules.
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

  const submit = async (values: LoginValues) => {
    setError(null);
    let token: string;
    try {
      const answer = await login({ loginRequest: values }).unwrap();
      token = answer.access_token;
    } catch (caught) {
      // 403 membership_* also means "stay logged out": nothing may be left behind.
      if ((caught as ApiError).code?.startsWith('membership_')) clearStorages();
      setError((caught as ApiError).message);
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

  return { submit, error, pending: isLoading || checkingUser };
}
