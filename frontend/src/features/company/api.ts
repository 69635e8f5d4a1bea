//! Company member endpoints with their cache tags: approving or rejecting refreshes the lists.
import { companyApi } from '@/api/gen/company';

const LIST = { type: 'CompanyMember', id: 'LIST' } as const;

export const companyEndpoints = companyApi.enhanceEndpoints({
  addTagTypes: ['CompanyMember'],
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
    expelMember: {
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'CompanyMember', id: arg.userId }],
    },
  },
});

export const {
  useListCompanyMembersQuery,
  useApproveMemberMutation,
  useRejectMemberMutation,
  useExpelMemberMutation,
} = companyEndpoints;
export type { CompanyMember } from '@/api/gen/company';
