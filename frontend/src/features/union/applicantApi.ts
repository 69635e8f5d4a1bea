//! Applicant endpoints with their cache tags: the list per union is refreshed by every add and
//! status change (and by the Excel import, see importApplicants.ts); each applicant is cached by id.
import { applicantsApi } from '@/api/gen/applicants';
import { applicantChangeTags, applicantListTag, applicantTag } from '@/api/tags';

/** The add form and the detail page show these errors themselves. */
const silent = { silent: true };

export const applicantEndpoints = applicantsApi.enhanceEndpoints({
  endpoints: {
    listApplicants: {
      providesTags: (_result, _error, arg) => [applicantListTag(arg.unionId)],
    },
    getApplicant: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [applicantTag(arg.applicantId)],
    },
    addApplicant: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => applicantChangeTags(arg.unionId),
    },
    changeApplicantStatus: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [
        ...applicantChangeTags(arg.unionId),
        applicantTag(arg.applicantId),
      ],
    },
  },
});

export const {
  useListApplicantsQuery,
  useGetApplicantQuery,
  useAddApplicantMutation,
  useChangeApplicantStatusMutation,
} = applicantEndpoints;
export type {
  ApplicantBody,
  ApplicantDetail,
  ApplicantDto,
  ApplicantListResponse,
  ImportResponse,
  StatusChangeDto,
} from '@/api/gen/applicants';
