//! Company endpoints with their cache tags: members (approving, rejecting or expelling refreshes
//! the lists), the firm's details, its teams and the CEO hand-over. The forms and modals show the
//! server's answers themselves (field messages under their fields), so those calls are silent.
//! The firm's two-factor policy: a change refreshes the users' own two-factor status and the
//! session user (whether the firm requires it), whose tags the account area provides.
import { companyApi } from '@/api/gen/company';
import { COMPANY_MEMBER_LIST, companyMemberTag, TEAM_LIST } from '@/api/tags';
import { invalidateMe } from '@/entities/me';

const silent = { silent: true } as const;

export const companyEndpoints = companyApi.enhanceEndpoints({
  endpoints: {
    listCompanyMembers: {
      providesTags: (result) => [
        COMPANY_MEMBER_LIST,
        ...(result?.items ?? []).map((member) => companyMemberTag(member.user_id)),
      ],
    },
    approveMember: {
      invalidatesTags: (_result, _error, arg) => [
        COMPANY_MEMBER_LIST,
        companyMemberTag(arg.userId),
      ],
    },
    rejectMember: {
      invalidatesTags: (_result, _error, arg) => [
        COMPANY_MEMBER_LIST,
        companyMemberTag(arg.userId),
      ],
    },
    // An expelled member also leaves the teams.
    expelMember: {
      invalidatesTags: (_result, _error, arg) => [
        COMPANY_MEMBER_LIST,
        companyMemberTag(arg.userId),
        TEAM_LIST,
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
    listTeams: { providesTags: [TEAM_LIST] },
    createTeam: { extraOptions: silent, invalidatesTags: [TEAM_LIST] },
    updateTeam: { extraOptions: silent, invalidatesTags: [TEAM_LIST] },
    // Asked in a confirmation modal: a failure is notified as usual.
    deleteTeam: { invalidatesTags: [TEAM_LIST] },
    // 204; the caller is staff now and the target the CEO: every role shown is stale.
    handOverCeo: {
      extraOptions: silent,
      invalidatesTags: (_result, error) => (error ? [] : [COMPANY_MEMBER_LIST, TEAM_LIST]),
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
