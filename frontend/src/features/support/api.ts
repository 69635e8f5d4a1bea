//! The public and member support endpoints with their cache tags: notices, FAQ and the user's
//! own inquiries. Operator changes (operator/api.ts) invalidate the same tags, so what a member
//! or a visitor sees refreshes after them. A detail's 404 and a form's 422 are shown by the
//! screen itself, so those calls are silent.
import { supportApi } from '@/api/gen/support';
import { INQUIRY_LIST, inquiryTag } from '@/api/tags';

const silent = { silent: true } as const;

export const supportEndpoints = supportApi.enhanceEndpoints({
  endpoints: {
    listNotices: { providesTags: ['Notice'] },
    getNotice: { extraOptions: silent, providesTags: ['Notice'] },
    listFaqs: { providesTags: ['Faq'] },
    listMyInquiries: { providesTags: [INQUIRY_LIST] },
    getMyInquiry: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [inquiryTag(arg.inquiryId)],
    },
    createInquiry: { extraOptions: silent, invalidatesTags: [INQUIRY_LIST] },
  },
});

export const {
  useListNoticesQuery,
  useGetNoticeQuery,
  useListFaqsQuery,
  useListMyInquiriesQuery,
  useGetMyInquiryQuery,
  useCreateInquiryMutation,
} = supportEndpoints;

export type {
  FaqCategoryCode,
  FaqDto,
  InquiryBody,
  InquiryCategoryCode,
  InquiryDto,
  InquiryFileDto,
  InquiryStatusCode,
  NoticeDto,
  NoticeSummaryDto,
} from '@/api/gen/support';
