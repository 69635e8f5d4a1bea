//! The communication tab's endpoints with their cache tags (the union's payment account, its send
//! history, one mailing), and the polling that lets a history row follow its delivery.
import {
  communicationApi,
  type BankAccountBody,
  type BankAccountDto,
  type BankDto,
  type GetMailingApiArg,
  type GroupCandidateDto,
  type MailHistoryApiArg,
  type MailingCreatedDto,
  type MailingDto,
  type MailingRecipientsApiArg,
  type MailPreviewDto,
  type MemberCandidateDto,
  type RecipientDeliveryDto,
  type SendMailBody,
} from '@/api/gen/communication';
import { applicantListTag, bankAccountTag, mailHistoryTag, mailingTag, unionTag } from '@/api/tags';
import { hasPendingDelivery, isPendingRecipient, POLL_MS } from './model';

/** The modals show these failures themselves (under fields, or in place). */
const silent = { silent: true };

export const communicationEndpoints = communicationApi.enhanceEndpoints({
  endpoints: {
    getBankAccount: {
      providesTags: (_result, _error, arg) => [bankAccountTag(arg.unionId)],
    },
    putBankAccount: {
      extraOptions: silent,
      // A refused account (422) kept nothing: refetching would only repeat the same answers.
      invalidatesTags: (_result, error, arg) => (error ? [] : [bankAccountTag(arg.unionId)]),
    },
    mailPreview: {
      extraOptions: silent,
      // The mails print the union's facts (the union edit) and P the payment account.
      providesTags: (_result, _error, arg) => [bankAccountTag(arg.unionId), unionTag(arg.unionId)],
    },
    mailMemberCandidates: {
      providesTags: (_result, _error, arg) => [applicantListTag(arg.unionId)],
    },
    mailHistory: {
      providesTags: (_result, _error, arg) => [mailHistoryTag(arg.unionId)],
    },
    sendMail: {
      extraOptions: silent,
      invalidatesTags: (_result, error, arg) => (error ? [] : [mailHistoryTag(arg.unionId)]),
    },
    getMailing: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [mailingTag(arg.mailingId)],
    },
    mailingRecipients: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [mailingTag(arg.mailingId)],
    },
  },
});

export const {
  useListBanksQuery,
  useGetBankAccountQuery,
  usePutBankAccountMutation,
  useMailPreviewQuery,
  useMailMemberCandidatesQuery,
  useMailGroupCandidatesQuery,
  useSendMailMutation,
} = communicationEndpoints;

const { mailHistory, getMailing, mailingRecipients } = communicationEndpoints.endpoints;

// Mail is delivered by a worker after the send answered: while the cached answer still waits
// for deliveries it is asked again every 2 s, so the progress moves; then polling stops.

/** The send history, polled while one of its rows has mail waiting. */
export function useMailHistory(arg: MailHistoryApiArg) {
  const { pending } = mailHistory.useQueryState(arg, {
    selectFromResult: ({ data }) => ({ pending: (data?.items ?? []).some(hasPendingDelivery) }),
  });
  return mailHistory.useQuery(arg, { pollingInterval: pending ? POLL_MS : 0 });
}

/** One mailing, polled while its mail waits. */
export function useMailing(arg: GetMailingApiArg) {
  const { pending } = getMailing.useQueryState(arg, {
    selectFromResult: ({ data }) => ({ pending: data ? hasPendingDelivery(data) : false }),
  });
  return getMailing.useQuery(arg, { pollingInterval: pending ? POLL_MS : 0 });
}

/** A page of a mailing's recipients, polled while one of them is still waiting or being sent. */
export function useMailingRecipients(arg: MailingRecipientsApiArg) {
  const { pending } = mailingRecipients.useQueryState(arg, {
    selectFromResult: ({ data }) => ({ pending: (data?.items ?? []).some(isPendingRecipient) }),
  });
  return mailingRecipients.useQuery(arg, { pollingInterval: pending ? POLL_MS : 0 });
}

export type {
  BankAccountBody,
  BankAccountDto,
  BankDto,
  GroupCandidateDto,
  MailingCreatedDto,
  MailingDto,
  MailPreviewDto,
  MemberCandidateDto,
  RecipientDeliveryDto,
  SendMailBody,
};
