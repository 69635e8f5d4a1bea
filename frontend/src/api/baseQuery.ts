//! The one base query: bearer token, problem+json errors, session endings and the error notification.
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { REGISTRATION_NOTICE, TWO_FACTOR_SETUP_NOTICE } from '@/shared/config/messages';
import {
  clearStorages,
  forgetRefusedSession,
  navigateTo,
  pageLoader,
  readToken,
  sessionEnded,
} from '@/shared/session';
import { notifyError } from '@/shared/ui/notify';
import { apiBaseUrl, parseBody, toApiError, type ApiError } from './apiError';

export {
  apiBaseUrl,
  parseBody,
  problemMessage,
  toApiError,
  type ApiError,
  type Problem,
} from './apiError';

/** Per-endpoint options: `silent` endpoints show their errors themselves (e.g. inline in a form). */
export interface ApiExtraOptions {
  silent?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text(), response.headers.get('content-type'));
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  responseHandler: readBody,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json, application/problem+json');
    return headers;
  },
});

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const sentToken = readToken();
  const tokenSent = sentToken !== null;
  const result = await rawBaseQuery(args, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error);

  // An expired or revoked session: forget it everywhere (and that it was refused, so it is never
  // tried again) and start over at the root.
  if (error.status === 401 && tokenSent) {
    forgetRefusedSession(sentToken);
    api.dispatch(sessionEnded());
    pageLoader.replace('/');
    return { error, meta: result.meta };
  }

  // The user's company membership is no longer active (pending, rejected or expelled).
  // Without a token (the login call itself) there is no session to end, only storage to clear.
  if (error.status === 403 && error.code?.startsWith('membership_')) {
    clearStorages();
    if (!extraOptions?.silent) notifyError(error.message);
    if (tokenSent) {
      api.dispatch(sessionEnded());
      navigateTo('/login', { replace: true });
    }
    return { error, meta: result.meta };
  }

  // Logged in but registration is not finished: the intro screen shows the notice.
  if (error.status === 403 && error.code === 'registration_incomplete') {
    navigateTo('/join-intro', {
      replace: true,
      state: { notice: error.problem?.message || REGISTRATION_NOTICE },
    });
    return { error, meta: result.meta };
  }

  // The firm requires two-factor login and the user has not set it up (the firm turned the policy
  // on since the user's details were loaded): the setup screen shows the notice.
  if (error.status === 403 && error.code === 'two_factor_setup_required') {
    navigateTo('/two-factor-setup', {
      replace: true,
      state: { notice: error.problem?.message || TWO_FACTOR_SETUP_NOTICE },
    });
    return { error, meta: result.meta };
  }

  if (!extraOptions?.silent) notifyError(error.message);
  return { error, meta: result.meta };
};
