//! Investment reports (투자 보고서): the firm's report cards, one report's stored figures, its
//! opinions (the report's own and one per union), and the firm's unions the create form offers.
//! Every screen shows its own failures (a page, a row of the status table, a message under the
//! field or the editor), so none of these raises the shared error notification. The reports the
//! previous system made (before 2024.05.30) are read-only: listed and read, never written.
import type { ApiError } from '@/api/baseQuery';
import { investmentsApi } from '@/api/gen/investments';
import { reportsApi } from '@/api/gen/reports';
import {
  INVESTMENT_SOURCES,
  onSuccess,
  REPORT_LIST,
  reportOpinionsTag,
  reportTag,
} from '@/api/tags';

const silent = { silent: true };

/**
 * After an opinion save: a refused text (422) changed nothing, but any other answer may mean the
 * stored opinion is not the one shown (a colleague wrote or deleted it meanwhile): read again.
 */
const reloadOpinions = (_result: unknown, error: unknown, arg: { reportId: number }) =>
  (error as ApiError | undefined)?.status === 422 ? [] : [reportOpinionsTag(arg.reportId)];

export const reportEndpoints = reportsApi.enhanceEndpoints({
  endpoints: {
    listReports: { extraOptions: silent, providesTags: [REPORT_LIST] },
    listLegacyReports: { extraOptions: silent },
    getLegacyReport: { extraOptions: silent },
    getReport: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [reportTag(arg.reportId)],
    },
    createReport: { extraOptions: silent, invalidatesTags: onSuccess(() => [REPORT_LIST]) },
    renameReport: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { reportId: number }) => [
        REPORT_LIST,
        reportTag(arg.reportId),
      ]),
    },
    // The deleted report itself is not read again (it would answer 404): only the list.
    deleteReport: { extraOptions: silent, invalidatesTags: onSuccess(() => [REPORT_LIST]) },
    listOpinions: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [reportOpinionsTag(arg.reportId)],
    },
    createReportOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
    updateReportOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
    deleteReportOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
    createUnionOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
    updateUnionOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
    deleteUnionOpinion: { extraOptions: silent, invalidatesTags: reloadOpinions },
  },
});

// The invest feature enhances this endpoint too, the same way (its tag, `silent`), so whichever
// loads last changes nothing: the create form lists its checkboxes or says why it cannot.
const sourceEndpoints = investmentsApi.enhanceEndpoints({
  endpoints: {
    investmentSources: {
      extraOptions: silent,
      providesTags: [INVESTMENT_SOURCES],
    },
  },
});

export const {
  useListLegacyReportsQuery,
  useGetLegacyReportQuery,
  useListReportsQuery,
  useGetReportQuery,
  useRenameReportMutation,
  useDeleteReportMutation,
  useListOpinionsQuery,
  useCreateReportOpinionMutation,
  useUpdateReportOpinionMutation,
  useDeleteReportOpinionMutation,
  useCreateUnionOpinionMutation,
  useUpdateUnionOpinionMutation,
  useDeleteUnionOpinionMutation,
} = reportEndpoints;
export const { useInvestmentSourcesQuery } = sourceEndpoints;

export type {
  CompanyFiguresDto,
  DeploymentStepDto,
  FundLineDto,
  HistoryPointDto,
  HoldingDto,
  LegacyCompanyDto,
  LegacyMemberDto,
  LegacyReportCardDto,
  LegacyReportDto,
  ReportBody,
  ReportCardDto,
  ReportDto,
  ReportFiguresDto,
  ReportOpinionDto,
  ReturnsDto,
  RoundLineDto,
  UnionFiguresDto,
  YearLineDto,
} from '@/api/gen/reports';
export type { InvestmentSourceDto } from '@/api/gen/investments';
