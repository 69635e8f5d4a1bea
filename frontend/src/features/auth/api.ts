//! Auth and "me" endpoints, enhanced with cache tags and error display choices, and their hooks.
import { authApi } from '@/api/gen/auth';
import { meApi } from '@/api/gen/me';

// Forms that show their errors inline opt out of the global error notification.
const silent = { extraOptions: { silent: true } };

export const authEndpoints = authApi.enhanceEndpoints({
  endpoints: {
    login: silent,
    refreshSession: silent,
    logout: silent,
    findId: silent,
    requestPasswordReset: silent,
    confirmPasswordReset: silent,
  },
});

export const meEndpoints = meApi.enhanceEndpoints({
  addTagTypes: ['Me', 'Settings'],
  endpoints: {
    getMe: { providesTags: ['Me'] },
    listSettings: { providesTags: ['Settings'] },
    putSetting: { invalidatesTags: ['Settings'] },
  },
});

export const {
  useLoginMutation,
  useRefreshSessionMutation,
  useLogoutMutation,
  useFindIdMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authEndpoints;

export const { useGetMeQuery, useListSettingsQuery, usePutSettingMutation } = meEndpoints;

/** The logged-in user (GET /me). */
export type { SessionUserDto as Me } from '@/api/gen/me';
