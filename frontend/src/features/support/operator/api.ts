//! The operator endpoints: every firm's inquiries and their answers, and writing notices and
//! FAQ. Each change invalidates the tags the public and member screens read, so a saved answer,
//! notice or FAQ shows everywhere at once. Forms show their own failures (silent); a delete,
//! asked in a confirmation, is notified as usual.
import { operatorApi } from '@/api/gen/operator';
import { INQUIRY_LIST, inquiryTag } from '@/api/tags';

const silent = { silent: true } as const;

export const operatorEndpoints = operatorApi.enhanceEndpoints({
  endpoints: {
    listAllInquiries: { providesTags: [INQUIRY_LIST] },
    // The modal shows a failed load itself.
    getAnyInquiry: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [inquiryTag(arg.inquiryId)],
    },
    answerInquiry: {
      extraOptions: silent,
      invalidatesTags: (_result, error, arg) =>
        error ? [] : [INQUIRY_LIST, inquiryTag(arg.inquiryId)],
    },
    // A notice's change moves its neighbours' previous/next links too: every notice is stale.
    createNotice: { extraOptions: silent, invalidatesTags: ['Notice'] },
    updateNotice: { extraOptions: silent, invalidatesTags: ['Notice'] },
    deleteNotice: { invalidatesTags: ['Notice'] },
    createFaq: { extraOptions: silent, invalidatesTags: ['Faq'] },
    updateFaq: { extraOptions: silent, invalidatesTags: ['Faq'] },
    deleteFaq: { invalidatesTags: ['Faq'] },
  },
});

export const {
  useListAllInquiriesQuery,
  useGetAnyInquiryQuery,
  useAnswerInquiryMutation,
  useCreateNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticeMutation,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
} = operatorEndpoints;

export type { FaqBody, NoticeBody } from '@/api/gen/operator';
