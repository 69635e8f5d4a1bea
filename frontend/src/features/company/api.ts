//! Company endpoints with their cache tags: members (approving, rejecting or expelling refreshes
//! the lists), the firm's details, its teams and the CEO hand-over. The forms and modals show the
//! server's answers themselves (field messages under their fields), so those calls are silent.
//! The firm's two-factor policy: a change refreshes the users' own two-factor status and the
//! session user (whether the firm requires it), whose tags the account area provides.
import { companyApi } from '@/api/gen/company';
import { invalidateMe } from '@/entities/me';

const LIST = { type: 'CompanyMember', id: 'LIST' } as const;
const TEAMS = { type: 'Team', id: 'LIST' } as const;
const silent = { silent: true } as const;

export const companyEndpoints = companyApi.enhanceEndpoints({
  addTagTypes: ['CompanyMember', 'Firm', 'Team', 'FirmTwoFactor', 'TwoFactor'],
  endpoints: {
    listCompanyMembers: {
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((member) => ({
          type: 'CompanyMember' as const,
          id: member.user_id,
        })),
      ],
    },
    approveMember: {
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'CompanyMember', id: arg.userId }],
    },
    rejectMember: {
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'CompanyMember', id: arg.userId }],
    },
    // An expelled member also leaves the teams.
    expelMember: {
      invalidatesTags: (_result, _error, arg) => [
        LIST,
        { type: 'CompanyMember', id: arg.userId },
        TEAMS,
      ],
    },
    getFirm: { providesTags: ['Firm'] },
    updateFirm: {
      extraOptions: silent,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(companyApi.util.upsertQueryData('getFirm', undefined, data));
          // The navbar shows the company's name from the session user.
          dispatch(invalidateMe());
        } catch {
          // The form shows the failure.
        }
      },
    },
    listTeams: { providesTags: [TEAMS] },
    createTeam: { extraOptions: silent, invalidatesTags: [TEAMS] },
    updateTeam: { extraOptions: silent, invalidatesTags: [TEAMS] },
    // Asked in a confirmation modal: a failure is notified as usual.
    deleteTeam: { invalidatesTags: [TEAMS] },
    // 204; the caller is staff now and the target the CEO: every role shown is stale.
    handOverCeo: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [LIST, TEAMS]),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(invalidateMe());
        } catch {
          // The modal shows the failure.
        }
      },
    },
    firmTwoFactor: { providesTags: ['FirmTwoFactor'] },
    // The policy card shows a refusal itself (the CEO without two-factor login of their own).
    setFirmTwoFactor: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : ['TwoFactor']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(companyApi.util.upsertQueryData('firmTwoFactor', undefined, data));
          dispatch(invalidateMe());
        } catch {
          // The card shows the failure.
        }
      },
    },
  },
});

export const {
  useListCompanyMembersQuery,
  useApproveMemberMutation,
  useRejectMemberMutation,
  useExpelMemberMutation,
  useGetFirmQuery,
  useUpdateFirmMutation,
  useListTeamsQuery,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  useHandOverCeoMutation,
  useFirmTwoFactorQuery,
  useSetFirmTwoFactorMutation,
} = companyEndpoints;
export type {
  CompanyMember,
  FirmDto,
  FirmTwoFactorDto,
  TeamDto,
  TeamMemberDto,
} from '@/api/gen/company';
