//! LP member, matching and group endpoints with their cache tags: every change
//! refreshes the lists and the member or group it touched.
import { lpGroupsApi } from '@/api/gen/lpGroups';
import { lpMembersApi } from '@/api/gen/lpMembers';
import { LP_GROUP_LIST, LP_MEMBER_LIST, lpGroupTag, lpMatchingTag, lpMemberTag } from '@/api/tags';

/** Forms and detail pages show these errors themselves (under fields, inline, or as a page). */
const silent = { silent: true };

export const lpMemberEndpoints = lpMembersApi.enhanceEndpoints({
  endpoints: {
    lpDashboard: { providesTags: ['LpDashboard'] },
    matchingUnions: { providesTags: ['LpMatching'] },
    matchingApplicants: {
      providesTags: (_result, _error, arg) => [lpMatchingTag(arg.unionId)],
    },
    listLpMembers: {
      providesTags: (result) => [
        LP_MEMBER_LIST,
        ...(result?.items ?? []).map((row) => lpMemberTag(row.id)),
      ],
    },
    getLpMember: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [lpMemberTag(arg.lpMemberId)],
    },
    createLpMember: {
      extraOptions: silent,
      invalidatesTags: [LP_MEMBER_LIST, 'LpDashboard'],
    },
    // The status shows in lists, in the dashboard's counts and on group member tables.
    changeLpMember: {
      invalidatesTags: (_result, _error, arg) => [
        LP_MEMBER_LIST,
        lpMemberTag(arg.lpMemberId),
        'LpDashboard',
        'LpGroup',
      ],
    },
    // A match changes the LP's applications, its list row (unions, amount) and who is matched.
    matchApplicant: {
      invalidatesTags: (_result, _error, arg) => [
        LP_MEMBER_LIST,
        lpMemberTag(arg.lpMemberId),
        'LpMatching',
      ],
    },
    unmatchApplicant: {
      invalidatesTags: (_result, _error, arg) => [
        LP_MEMBER_LIST,
        lpMemberTag(arg.lpMemberId),
        'LpMatching',
      ],
    },
  },
});

export const lpGroupEndpoints = lpGroupsApi.enhanceEndpoints({
  endpoints: {
    listGroups: {
      providesTags: (result) => [
        LP_GROUP_LIST,
        ...(result?.items ?? []).map((row) => lpGroupTag(row.id)),
      ],
    },
    getGroup: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [lpGroupTag(arg.groupId)],
    },
    createGroup: {
      extraOptions: silent,
      invalidatesTags: [LP_GROUP_LIST],
    },
    // Member detail pages show their groups' names as chips.
    updateGroup: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [
        LP_GROUP_LIST,
        lpGroupTag(arg.groupId),
        'LpMember',
      ],
    },
    // Only the list and the members: refetching the deleted group would answer 404.
    deleteGroup: {
      invalidatesTags: [LP_GROUP_LIST, 'LpMember'],
    },
    setGroupMembers: {
      invalidatesTags: (_result, _error, arg) => [
        LP_GROUP_LIST,
        lpGroupTag(arg.groupId),
        'LpMember',
      ],
    },
  },
});

export const {
  useLpDashboardQuery,
  useMatchingUnionsQuery,
  useMatchingApplicantsQuery,
  useListLpMembersQuery,
  useCreateLpMemberMutation,
  useGetLpMemberQuery,
  useChangeLpMemberMutation,
  useMatchApplicantMutation,
  useUnmatchApplicantMutation,
} = lpMemberEndpoints;
export const {
  useListGroupsQuery,
  useCreateGroupMutation,
  useGetGroupQuery,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useSetGroupMembersMutation,
} = lpGroupEndpoints;

export type {
  LpApplicationDto,
  LpDashboardDto,
  LpMemberDetailDto,
  LpMemberDto,
  LpMemberRow,
  MatchingApplicantDto,
  MatchingUnionDto,
  RecentApplicationDto,
  RecentDocumentDto,
  UnionProgressDto,
} from '@/api/gen/lpMembers';
export type { GroupImageUpload, LpGroupDetail, LpGroupDto } from '@/api/gen/lpGroups';
