//! The startup's own side: its profile form, shareholder list and yearly figures, and the update
//! history every change adds to. Each save answers the whole profile, which replaces the cached
//! one at once (no second read), and sends the history to be read again. The forms show a
//! refused field under its input and notify the rest themselves, and the history panel shows its
//! own failure, so none of them raises the shared notification.
import { startupsApi } from '@/api/gen/startups';
import { startupEndpoints, type StartupProfileDto } from '../startupApi';

const history = (id: number) => ({ type: 'StartupHistory' as const, id });
const silent = { silent: true };

/** After a save: the history has a new entry (a refused save changed nothing). */
const newRevision = (result: unknown, _error: unknown, arg: { startupId: number }) =>
  result ? [history(arg.startupId)] : [];

/**
 * The profile a save answered is the one every screen shows from now on; upsert, not update:
 * a first profile replaces the 404 the page was showing.
 */
export const upsertProfile = (startupId: number, profile: StartupProfileDto) =>
  startupEndpoints.util.upsertQueryData('getStartup', { startupId }, profile);

export const ownEndpoints = startupsApi.enhanceEndpoints({
  addTagTypes: ['StartupHistory'],
  endpoints: {
    history: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [history(arg.startupId)],
    },
    editProfile: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) void dispatch(upsertProfile(startupId, answer.data));
      },
    },
    editShareholders: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) void dispatch(upsertProfile(startupId, answer.data));
      },
    },
    editYear: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) void dispatch(upsertProfile(startupId, answer.data));
      },
    },
    removeYear: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) void dispatch(upsertProfile(startupId, answer.data));
      },
    },
  },
});

/** A change made around RTK Query (an upload, for its progress) added a history entry. */
export const historyChanged = (startupId: number) =>
  ownEndpoints.util.invalidateTags([history(startupId)]);

export const {
  useHistoryQuery: useStartupHistoryQuery,
  useEditProfileMutation,
  useEditShareholdersMutation,
  useEditYearMutation,
  useRemoveYearMutation,
} = ownEndpoints;

export type {
  ItemCheckDto,
  ProfileBody,
  RevisionDto,
  RevisionPage,
  ShareholderBody,
  YearFiguresBody,
} from '@/api/gen/startups';
