//! A fact-checker's adjustment of the value score: an axis moved by up to ±30 points with a
//! reason (0 returns the axis to the model). The answer is the whole profile (its scores, the
//! adjustments in force and the score history), which replaces the cached one at once. The dialog
//! shows a refused field under its input and notifies the rest itself.
import { startupsApi } from '@/api/gen/startups';
import { startupEndpoints } from './api';

const silent = { silent: true };

export const scoreEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    adjustScore: {
      extraOptions: silent,
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

export const { useAdjustScoreMutation } = scoreEndpoints;

export type {
  ScoreAdjustmentBody,
  ScoreAdjustmentDto,
  ScoreAxisCode,
  ScorePointDto,
} from '@/api/gen/startups';
