//! The user's own account: profile (PATCH /me), password (PUT /me/password) and withdrawal
//! (POST /me/withdrawal). The forms show the server's answers themselves (field messages under
//! their fields, a CEO's 409 beside the button), so every call is silent; a saved profile
//! replaces the cached user, so every screen showing it shows the new values at once.
import { meEndpoints } from '@/entities/me';

const silent = { silent: true } as const;

export const accountEndpoints = meEndpoints.enhanceEndpoints({
  endpoints: {
    updateMe: {
      extraOptions: silent,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(meEndpoints.util.upsertQueryData('getMe', undefined, data));
        } catch {
          // The form shows the failure.
        }
      },
    },
    // 204; the user's other sessions end, this one stays.
    changePassword: { extraOptions: silent },
    // 204; the session ends on the server.
    withdraw: { extraOptions: silent },
  },
});

export const { useUpdateMeMutation, useChangePasswordMutation, useWithdrawMutation } =
  accountEndpoints;
export type { MyProfileBody, PasswordChangeBody, WithdrawalBody } from '@/api/gen/me';
