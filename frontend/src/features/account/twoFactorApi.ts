//! The user's own two-factor login (GET/POST /me/two-factor*): its status, the enrolment (begin,
//! confirm), turning it off and new recovery codes. The screens show the server's answers
//! themselves (field messages, a 409 beside the action), so the calls are silent. Turning it on
//! or off refreshes the user (the access guard reads it), the status and the firm's count of
//! enrolled members (the tag the company area provides).
import { meEndpoints } from '@/entities/me';

const silent = { silent: true } as const;

/**
 * The cached user with two-factor login on or off, as the server has just answered: the access
 * guard must not send a user who has just set it up back to the setup while /me reloads.
 */
const markEnabled = (enabled: boolean) =>
  meEndpoints.util.updateQueryData('getMe', undefined, (me) => {
    me.two_factor_enabled = enabled;
  });

// 'FirmTwoFactor' is the firm policy's tag (features/company/api.ts provides it).
export const twoFactorEndpoints = meEndpoints.enhanceEndpoints({
  endpoints: {
    twoFactorStatus: { providesTags: ['TwoFactor'] },
    // A fresh secret each time: the page asks once when it opens.
    beginTwoFactor: { extraOptions: silent },
    confirmTwoFactor: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['Me', 'TwoFactor', 'FirmTwoFactor']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(markEnabled(true));
        } catch {
          // The form shows the failure.
        }
      },
    },
    disableTwoFactor: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['Me', 'TwoFactor', 'FirmTwoFactor']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(markEnabled(false));
        } catch {
          // The modal shows the failure.
        }
      },
    },
    renewRecoveryCodes: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['TwoFactor']),
    },
  },
});

export const {
  useTwoFactorStatusQuery,
  useBeginTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
} = twoFactorEndpoints;
export type { TwoFactorEnrolmentDto, TwoFactorStatusDto } from '@/api/gen/me';
