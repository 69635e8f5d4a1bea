//! The fact-check: the fact-checkers' queue of startups with changed items, and a verdict on one
//! item of a profile. A verdict answers the whole profile, which replaces the cached one at once
//! (its statuses and the value scores that count verified items), and sends the queue to be
//! read again. The queue page shows its own refusal and failures; the panel shows a refused
//! note under its field and notifies the rest itself, so neither raises the shared notification.
import { startupsApi } from '@/api/gen/startups';
import { FACT_CHECK_QUEUE } from '@/api/tags';
import { startupEndpoints } from './api';

const silent = { silent: true };

export const factCheckEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    factCheckQueue: { extraOptions: silent, providesTags: [FACT_CHECK_QUEUE] },
    recordFactCheck: {
      extraOptions: silent,
      invalidatesTags: (result) => (result ? [FACT_CHECK_QUEUE] : []),
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          dispatch(
            startupEndpoints.util.updateQueryData('getStartup', { startupId }, () => answer.data),
          );
        }
      },
    },
  },
});

export const { useFactCheckQueueQuery, useRecordFactCheckMutation } = factCheckEndpoints;

export type {
  FactCheckBody,
  FactCheckItemCode,
  ItemCheckDto,
  ItemStatusCode,
  QueueEntryDto,
  QueuePage,
  VerdictCode,
} from '@/api/gen/startups';
