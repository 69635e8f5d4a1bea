//! The union's capital book (출자금): calls, payments and every member's position. The book
//! follows the union (an edit changes commitments) and its applicants (a member reaching 서류제출
//! joins it). A payment that completes a member's first call moves them to 납입완료 on the server,
//! and cancelling one can move them back, so every write also refreshes the applicants, the
//! applicant detail and the union (its list rows show paid amounts). A distribution changes
//! what each member was paid out (their ledger follows the book) but no status or paid amount.
import { unionsApi } from '@/api/gen/unions';
import {
  applicantChangeTags,
  applicantListTag,
  applicantTag,
  capitalTag,
  unionTag,
} from '@/api/tags';

/** What a payment or its cancellation makes stale besides the member's own detail. */
const paymentTags = (unionId: number) => [
  capitalTag(unionId),
  unionTag(unionId),
  ...applicantChangeTags(unionId),
];
/** The modals show these refusals under their fields or in the modal. */
const silent = { silent: true };

export const capitalEndpoints = unionsApi.enhanceEndpoints({
  endpoints: {
    getCapital: {
      providesTags: (_result, _error, arg) => [
        capitalTag(arg.unionId),
        unionTag(arg.unionId),
        applicantListTag(arg.unionId),
      ],
    },
    // Every write on the book changes positions, so each member's payments follow the book; a
    // status change made on the applicant page changes the member's position too.
    memberPayments: {
      providesTags: (_result, _error, arg) => [
        capitalTag(arg.unionId),
        applicantTag(arg.applicantId),
      ],
    },
    gpPayments: {
      providesTags: (_result, _error, arg) => [capitalTag(arg.unionId)],
    },
    issueCapitalCall: {
      extraOptions: silent,
      // A refused value (422) changed nothing.
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422 ? [] : [capitalTag(arg.unionId), unionTag(arg.unionId)],
    },
    withdrawCapitalCall: {
      invalidatesTags: (_result, _error, arg) => [capitalTag(arg.unionId), unionTag(arg.unionId)],
    },
    recordPayment: {
      extraOptions: silent,
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422
          ? []
          : [
              ...paymentTags(arg.unionId),
              // A GP's payment names no applicant.
              ...(arg.paymentBody.applicant_id == null
                ? []
                : [applicantTag(arg.paymentBody.applicant_id)]),
            ],
    },
    cancelPayment: {
      // The answer does not name the member: every cached applicant detail is read again.
      invalidatesTags: (_result, _error, arg) => [...paymentTags(arg.unionId), 'Applicant'],
    },
    recordDistribution: {
      extraOptions: silent,
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422 ? [] : [capitalTag(arg.unionId)],
    },
    revokeDistribution: {
      invalidatesTags: (_result, _error, arg) => [capitalTag(arg.unionId)],
    },
    // The book shows when the notice went (also after a 409: it went meanwhile); a refusal for
    // want of recipients (422) changed nothing.
    sendDistributionNotice: {
      invalidatesTags: (_result, error, arg) =>
        error?.status === 422 ? [] : [capitalTag(arg.unionId)],
    },
  },
});

export const {
  useGetCapitalQuery,
  useMemberPaymentsQuery,
  useGpPaymentsQuery,
  useIssueCapitalCallMutation,
  useWithdrawCapitalCallMutation,
  useRecordPaymentMutation,
  useCancelPaymentMutation,
  useRecordDistributionMutation,
  useRevokeDistributionMutation,
  useSendDistributionNoticeMutation,
} = capitalEndpoints;
export type {
  CapitalCallBody,
  CapitalCallDto,
  CapitalDto,
  CapitalPositionDto,
  CapitalShareDto,
  DistributionBody,
  DistributionDto,
  DistributionKindCode,
  DistributionShareDto,
  HolderRoleCode,
  MemberDistributionDto,
  MemberPaymentsDto,
  NoticesQueuedDto,
  PaymentBody,
  PaymentDto,
  RosterDto,
  ShareStateCode,
} from '@/api/gen/unions';
