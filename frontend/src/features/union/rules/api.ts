//! The union's legal conditions: refreshed by every change of the union and of its applicants.
import { unionsApi } from '@/api/gen/unions';
import { applicantListTag, unionTag } from '@/api/tags';

export const ruleEndpoints = unionsApi.enhanceEndpoints({
  endpoints: {
    getUnionRules: {
      providesTags: (_result, _error, arg) => [
        unionTag(arg.unionId),
        applicantListTag(arg.unionId),
      ],
    },
  },
});

export const { useGetUnionRulesQuery } = ruleEndpoints;
export type { UnionRuleDto, UnionRulesDto } from '@/api/gen/unions';
