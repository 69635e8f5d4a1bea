//! Auth endpoints (login, session refresh, finding the id, password reset) with their error
//! display choices, and their hooks. The user's details and logout live in entities/me.
import { authApi } from '@/api/gen/auth';

// Forms that show their errors inline opt out of the global error notification.
const silent = { extraOptions: { silent: true } };

export const authEndpoints = authApi.enhanceEndpoints({
  endpoints: {
    login: silent,
    refreshSession: silent,
    findId: silent,
    requestPasswordReset: silent,
    confirmPasswordReset: silent,
  },
});

export const {
  useLoginMutation,
  useRefreshSessionMutation,
  useFindIdMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authEndpoints;
