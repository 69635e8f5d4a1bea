//! The startup's side of data requests: its inbox (read again after each answer), the request a
//! mailed link opens, the answers, and the link's document upload (around RTK Query, for its
//! progress). Every screen here shows its own failures, so none raises the shared notification.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import {
  dataRequestsApi,
  type AnswerBody,
  type CompanyDocumentCode,
  type StartupDocumentDto,
} from '@/api/gen/dataRequests';
import { DATA_REQUEST_INBOX, startupHistoryTag, startupTag } from '@/api/tags';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

const silent = { silent: true };

export const answerEndpoints = dataRequestsApi.enhanceEndpoints({
  endpoints: {
    startupDataRequests: { extraOptions: silent, providesTags: [DATA_REQUEST_INBOX] },
    answerDataRequest: {
      extraOptions: silent,
      // An answer lands in the startup's data as a revision: its profile and history change too.
      invalidatesTags: (result) =>
        result
          ? [
              DATA_REQUEST_INBOX,
              startupTag(result.startup_id),
              startupHistoryTag(result.startup_id),
            ]
          : [],
    },
    getRequestLink: { extraOptions: silent },
    answerRequestLink: { extraOptions: silent },
  },
});

export const {
  useStartupDataRequestsQuery,
  useAnswerDataRequestMutation,
  useGetRequestLinkQuery,
  useAnswerRequestLinkMutation,
} = answerEndpoints;

export type {
  AnswerBody,
  CompanyDocumentCode,
  DataRequestItemCode,
  InboxEntryDto,
  RequestAnswerDto,
  RequestAskDto,
  RequestLinkDto,
  RequestStatusCode,
  RequestTargetDto,
  StartupDocumentDto,
  YearFiguresBody,
} from '@/api/gen/dataRequests';

/** Uploads one asked document through the link; resolves with the documents uploaded so far. */
export function uploadLinkDocument(
  token: string,
  kind: CompanyDocumentCode,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `api/v1/data-request-links/${encodeURIComponent(token)}/documents?kind=${encodeURIComponent(kind)}`;
  return uploadWithProgress<StartupDocumentDto[]>({ path, files: [file], onProgress });
}

/** The link page shows the documents an upload answered without reading the request again. */
export const setLinkDocuments = (token: string, documents: StartupDocumentDto[]) =>
  answerEndpoints.util.updateQueryData('getRequestLink', { token }, (draft) => {
    draft.documents = documents;
  });

/** The state the cache thunks read: the shared Dispatch type knows no state. */
type ApiState = ReturnType<Parameters<ReturnType<typeof setLinkDocuments>>[1]>;
/** The dispatch an upload's answer goes through (it puts the documents into the cache). */
export const useLinkDispatch =
  useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();

/** What a submit does with the answer; a refusal rejects with the ApiError. */
export type SubmitAnswer = (body: AnswerBody) => Promise<void>;
