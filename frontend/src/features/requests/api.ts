//! The firm's data requests (자료 요청) with their cache tags, and the reads the request form
//! borrows to pick startups and documents: name suggestions, the firm's interest companies and
//! the document codes. Every screen here shows its own failures (a page, a field message), so
//! none of these raises the shared error notification.
import { dataRequestsApi } from '@/api/gen/dataRequests';
import { startupFilesApi } from '@/api/gen/startupFiles';
import { startupsApi } from '@/api/gen/startups';
import { DATA_REQUEST_LIST, dataRequestTag } from '@/api/tags';

const silent = { silent: true };

export const dataRequestEndpoints = dataRequestsApi.enhanceEndpoints({
  endpoints: {
    listDataRequests: {
      extraOptions: silent,
      providesTags: (result) => [
        DATA_REQUEST_LIST,
        ...(result?.items ?? []).map((item) => dataRequestTag(item.id)),
      ],
    },
    getDataRequest: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [dataRequestTag(arg.requestId)],
    },
    createDataRequest: { extraOptions: silent, invalidatesTags: [DATA_REQUEST_LIST] },
  },
});

// The startup feature enhances these too (the same `silent`): a failed suggestion only leaves
// the dropdown empty, and the form says itself when a list could not be read.
const pickerEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    suggestStartups: { extraOptions: silent },
    interestCompanies: { extraOptions: silent },
  },
});
const documentEndpoints = startupFilesApi.enhanceEndpoints({
  endpoints: { startupFileRules: { extraOptions: silent } },
});

export const { useListDataRequestsQuery, useGetDataRequestQuery, useCreateDataRequestMutation } =
  dataRequestEndpoints;
export const { useSuggestStartupsQuery, useInterestCompaniesQuery } = pickerEndpoints;
export const { useStartupFileRulesQuery } = documentEndpoints;

export type {
  CompanyDocumentCode,
  DataRequestBody,
  DataRequestDetailDto,
  DataRequestItemCode,
  DataRequestPage,
  DataRequestSummaryDto,
  RequestAnswerDto,
  RequestAskDto,
  RequestMailDto,
  RequestStatusCode,
  RequestTargetDetailDto,
  RequestTargetDto,
  YearFiguresBody,
} from '@/api/gen/dataRequests';
