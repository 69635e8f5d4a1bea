//! The startup's own side: its profile form, shareholder list, yearly figures (and the list of
//! every stored year the '재무 정보' tab picks from), news items, and the update history every
//! change adds to. Each save answers the whole profile, which replaces the cached one at once (no
//! second read), and sends the history to be read again. The forms show a refused field under its
//! input and notify the rest themselves, and the history panel and the year picker show their own
//! failure, so none of them raises the shared notification.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/baseQuery';
import { startupsApi, type YearFiguresBody } from '@/api/gen/startups';
import { startupFiguresTag, startupHistoryTag, startupTag } from '@/api/tags';
import { startupEndpoints, type StartupProfileDto } from '../api';

const silent = { silent: true };

/** After a save: the history has a new entry (a refused save changed nothing). */
const newRevision = (result: unknown, _error: unknown, arg: { startupId: number }) =>
  result ? [startupHistoryTag(arg.startupId)] : [];

/** After a year's save or delete: a new history entry, and the stored years to list again. */
const newYears = (result: unknown, _error: unknown, arg: { startupId: number }) =>
  result ? [startupHistoryTag(arg.startupId), startupFiguresTag(arg.startupId)] : [];

/**
 * The profile a save answered is the one every screen shows from now on; upsert, not update:
 * a first profile replaces the 404 the page was showing.
 */
export const upsertProfile = (startupId: number, profile: StartupProfileDto) =>
  startupEndpoints.util.upsertQueryData('getStartup', { startupId }, profile);

/** The state the profile cache's thunks read: the shared Dispatch type knows no state. */
type ApiState = ReturnType<Parameters<ReturnType<typeof upsertProfile>>[1]>;
export type ProfileDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

interface Answer {
  dispatch: ProfileDispatch;
  queryFulfilled: Promise<{ data: StartupProfileDto }>;
}

/** What a save answered replaces the cached profile (a refused one leaves it as it was). */
const profileAnswered = async (
  { startupId }: { startupId: number },
  { dispatch, queryFulfilled }: Answer,
) => {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) void dispatch(upsertProfile(startupId, answer.data));
};

/** A listed year's own year (the server always sends it; a body sent may leave it out). */
const yearOf = (stored: YearFiguresBody) => stored.balance.year ?? stored.income.year ?? 0;

/**
 * The listed years as a save or delete left them (the server's order, oldest first), shown at
 * once; the list read again after the change confirms it.
 */
const patchYears = (startupId: number, year: number, saved: YearFiguresBody | null) =>
  startupsApi.util.updateQueryData('listFigures', { startupId }, (draft) => {
    const rest = draft.years.filter((stored) => yearOf(stored) !== year);
    const next = saved
      ? [...rest, { balance: { ...saved.balance, year }, income: { ...saved.income, year } }]
      : rest;
    draft.years = next.sort((a, b) => yearOf(a) - yearOf(b));
  });

export const ownEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    history: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startupHistoryTag(arg.startupId)],
    },
    listFigures: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startupFiguresTag(arg.startupId)],
    },
    editProfile: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: profileAnswered,
    },
    editShareholders: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: profileAnswered,
    },
    editYear: {
      extraOptions: silent,
      invalidatesTags: newYears,
      onQueryStarted: async (
        { startupId, year, yearFiguresBody },
        { dispatch, queryFulfilled },
      ) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        void dispatch(upsertProfile(startupId, answer.data));
        dispatch(patchYears(startupId, year, yearFiguresBody));
      },
    },
    removeYear: {
      extraOptions: silent,
      invalidatesTags: newYears,
      onQueryStarted: async ({ startupId, year }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        void dispatch(upsertProfile(startupId, answer.data));
        dispatch(patchYears(startupId, year, null));
      },
    },
    addStartupNews: {
      extraOptions: silent,
      invalidatesTags: newRevision,
      onQueryStarted: profileAnswered,
    },
    removeStartupNews: {
      extraOptions: silent,
      // A 404: the article (or the profile) is gone already; the profile read again shows it gone.
      invalidatesTags: (result, error, arg) =>
        result
          ? [startupHistoryTag(arg.startupId)]
          : (error as ApiError | undefined)?.status === 404
            ? [startupTag(arg.startupId)]
            : [],
      onQueryStarted: profileAnswered,
    },
  },
});

/** A change made around RTK Query (an upload, for its progress) added a history entry. */
export const historyChanged = (startupId: number) =>
  ownEndpoints.util.invalidateTags([startupHistoryTag(startupId)]);

/** An import (an upload too) added a history entry and changed any number of stored years. */
export const figuresImported = (startupId: number) =>
  ownEndpoints.util.invalidateTags([startupHistoryTag(startupId), startupFiguresTag(startupId)]);

export const {
  useHistoryQuery: useStartupHistoryQuery,
  useListFiguresQuery,
  useEditProfileMutation,
  useEditShareholdersMutation,
  useEditYearMutation,
  useRemoveYearMutation,
  useAddStartupNewsMutation,
  useRemoveStartupNewsMutation,
} = ownEndpoints;

export type {
  ItemCheckDto,
  NewsBody,
  ProfileBody,
  RevisionDto,
  RevisionPage,
  ShareholderBody,
  YearFiguresBody,
} from '@/api/gen/startups';
