//! The logged-in user (GET /me) and its settings, with cache tags, and ending the session: what
//! every area asks about the user, so no area reaches into the login feature for it.
import { authApi } from '@/api/gen/auth';
import { meApi } from '@/api/gen/me';

export const meEndpoints = meApi.enhanceEndpoints({
  endpoints: {
    getMe: { providesTags: ['Me'] },
    listSettings: { providesTags: ['Settings'] },
    putSetting: { invalidatesTags: ['Settings'] },
  },
});

// The session ends on this side whatever the server answers: no notification for a failure.
const logoutEndpoints = authApi.enhanceEndpoints({
  endpoints: { logout: { extraOptions: { silent: true } } },
});

export const { useGetMeQuery, useListSettingsQuery, usePutSettingMutation } = meEndpoints;
export const { useLogoutMutation } = logoutEndpoints;

/** Marks the cached user details stale so every screen showing them refetches. */
export const invalidateMe = () => meEndpoints.util.invalidateTags(['Me']);

/** The logged-in user (GET /me). */
export type { SessionUserDto as Me } from '@/api/gen/me';
