//! The firm's raw data: the sheets of the workbook with their row counts. The page shows its own
//! failures (a refusal as the server's reason), so the summary raises no shared notification.
//! The workbook itself is fetched around RTK Query, which cannot report a streamed body's progress.
import { rawDataApi } from '@/api/gen/rawData';

export const rawDataEndpoints = rawDataApi.enhanceEndpoints({
  endpoints: {
    rawDataSummary: { extraOptions: { silent: true } },
  },
});

export const { useRawDataSummaryQuery } = rawDataEndpoints;
export type { RawDataSummary, RawSheetDto } from '@/api/gen/rawData';
