//! Union endpoints with their cache tags: every change refreshes the list and the union it touched.
import { unionsApi } from '@/api/gen/unions';
import { UNION_LIST, unionTag } from '@/api/tags';

/** Forms and the detail page show these errors themselves (under fields, or as a page). */
const silent = { silent: true };

export const unionEndpoints = unionsApi.enhanceEndpoints({
  endpoints: {
    listUnions: {
      providesTags: (result) => [
        UNION_LIST,
        ...(result?.items ?? []).map((union) => unionTag(union.id)),
      ],
    },
    getUnion: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [unionTag(arg.unionId)],
    },
    createUnion: {
      extraOptions: silent,
      invalidatesTags: [UNION_LIST],
    },
    updateUnion: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [UNION_LIST, unionTag(arg.unionId)],
    },
    changeUnionStatus: {
      invalidatesTags: (_result, _error, arg) => [UNION_LIST, unionTag(arg.unionId)],
    },
    // Its history follows every change of the union (they all invalidate the union's tag).
    unionHistory: {
      providesTags: (_result, _error, arg) => [unionTag(arg.unionId)],
    },
    // Only the list: refetching the deleted union would just answer 404 while the page closes.
    deleteUnion: {
      invalidatesTags: [UNION_LIST],
    },
  },
});

export const {
  useListUnionsQuery,
  useGetUnionQuery,
  useCreateUnionMutation,
  useUpdateUnionMutation,
  useChangeUnionStatusMutation,
  useDeleteUnionMutation,
  useUnionHistoryQuery,
} = unionEndpoints;
export type { UnionBody, UnionDetail, UnionListItem } from '@/api/gen/unions';
