//! Union endpoints with their cache tags: every change refreshes the list and the union it touched.
import { unionsApi } from '@/api/gen/unions';

const LIST = { type: 'Union', id: 'LIST' } as const;
/** Forms and the detail page show these errors themselves (under fields, or as a page). */
const silent = { silent: true };

export const unionEndpoints = unionsApi.enhanceEndpoints({
  addTagTypes: ['Union'],
  endpoints: {
    listUnions: {
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((union) => ({ type: 'Union' as const, id: union.id })),
      ],
    },
    getUnion: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [{ type: 'Union', id: arg.unionId }],
    },
    createUnion: {
      extraOptions: silent,
      invalidatesTags: [LIST],
    },
    updateUnion: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'Union', id: arg.unionId }],
    },
    changeUnionStatus: {
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'Union', id: arg.unionId }],
    },
    // Its history follows every change of the union (they all invalidate the union's tag).
    unionHistory: {
      providesTags: (_result, _error, arg) => [{ type: 'Union', id: arg.unionId }],
    },
    // Only the list: refetching the deleted union would just answer 404 while the page closes.
    deleteUnion: {
      invalidatesTags: [LIST],
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
