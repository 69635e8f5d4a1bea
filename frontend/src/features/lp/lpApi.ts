//! LP member, matching and group endpoints with their cache tags: every change
//! refreshes the lists and the member or group it touched.
import { lpGroupsApi } from '@/api/gen/lpGroups';
import { lpMembersApi } from '@/api/gen/lpMembers';

const MEMBER_LIST = { type: 'LpMember', id: 'LIST' } as const;
const GROUP_LIST = { type: 'LpGroup', id: 'LIST' } as const;
const member = (id: number) => ({ type: 'LpMember' as const, id });
const group = (id: number) => ({ type: 'LpGroup' as const, id });
/** Forms and detail pages show these errors themselves (under fields, inline, or as a page). */
const silent = { silent: true };

export const lpMemberEndpoints = lpMembersApi.enhanceEndpoints({
  addTagTypes: ['LpMember', 'LpMatching', 'LpDashboard', 'LpGroup'],
  endpoints: {
    lpDashboard: { providesTags: ['LpDashboard'] },
    matchingUnions: { providesTags: ['LpMatching'] },
    matchingApplicants: {
      providesTags: (_result, _error, arg) => [{ type: 'LpMatching', id: arg.unionId }],
    },
    listLpMembers: {
      providesTags: (result) => [
        MEMBER_LIST,
        ...(result?.items ?? []).map((row) => member(row.id)),
      ],
    },
    getLpMember: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [member(arg.lpMemberId)],
    },
    createLpMember: {
      extraOptions: silent,
      invalidatesTags: [MEMBER_LIST, 'LpDashboard'],
    },
    // The status shows in lists, in the dashboard's counts and on group member tables.
    changeLpMember: {
      invalidatesTags: (_result, _error, arg) => [
        MEMBER_LIST,
        member(arg.lpMemberId),
        'LpDashboard',
        'LpGroup',
      ],
    },
    // A match changes the LP's applications, its list row (unions, amount) and who is matched.
    matchApplicant: {
      invalidatesTags: (_result, _error, arg) => [
        MEMBER_LIST,
        member(arg.lpMemberId),
        'LpMatching',
      ],
    },
    unmatchApplicant: {
      invalidatesTags: (_result, _error, arg) => [
        MEMBER_LIST,
        member(arg.lpMemberId),
        'LpMatching',
      ],
    },
  },
});

export const lpGroupEndpoints = lpGroupsApi.enhanceEndpoints({
  addTagTypes: ['LpGroup', 'LpMember'],
  endpoints: {
    listGroups: {
      providesTags: (result) => [GROUP_LIST, ...(result?.items ?? []).map((row) => group(row.id))],
    },
    getGroup: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [group(arg.groupId)],
    },
    createGroup: {
      extraOptions: silent,
      invalidatesTags: [GROUP_LIST],
    },
    // Member detail pages show their groups' names as chips.
    updateGroup: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [GROUP_LIST, group(arg.groupId), 'LpMember'],
    },
    // Only the list and the members: refetching the deleted group would answer 404.
    deleteGroup: {
      invalidatesTags: [GROUP_LIST, 'LpMember'],
    },
    setGroupMembers: {
      invalidatesTags: (_result, _error, arg) => [GROUP_LIST, group(arg.groupId), 'LpMember'],
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
