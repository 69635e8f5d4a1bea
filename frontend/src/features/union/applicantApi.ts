//! Applicant endpoints with their cache tags: the list per union is refreshed by every add and
//! status change (and by the Excel import, see importApplicants.ts); each applicant is cached by id.
import { applicantsApi } from '@/api/gen/applicants';

/** The apply tab's list, counts and totals of a union; also refreshed after an Excel import. */
export const applicantListTag = (unionId: number) => ({
  type: 'ApplicantList' as const,
  id: unionId,
});
/**
 * Everything an applicant change makes stale: the union's apply tab, and the union list whose
 * rows show applied amounts and progress.
 */
export const applicantChangeTags = (unionId: number) => [
  applicantListTag(unionId),
  { type: 'Union' as const, id: 'LIST' },
];
/** The add form and the detail page show these errors themselves. */
const silent = { silent: true };

export const applicantEndpoints = applicantsApi.enhanceEndpoints({
  addTagTypes: ['Applicant', 'ApplicantList', 'Union'],
  endpoints: {
    listApplicants: {
      providesTags: (_result, _error, arg) => [applicantListTag(arg.unionId)],
    },
    getApplicant: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [{ type: 'Applicant', id: arg.applicantId }],
    },
    addApplicant: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => applicantChangeTags(arg.unionId),
    },
    changeApplicantStatus: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [
        ...applicantChangeTags(arg.unionId),
        { type: 'Applicant', id: arg.applicantId },
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
