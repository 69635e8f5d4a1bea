//! Startup search, saved searches, name suggestions, the company profile, the firm's opinion of a
//! startup and its interest-company bookmarks. The pages show every failure of a read themselves
//! (filter errors beside their filter, an unknown company or saved search as a page), so none of
//! the reads raises the shared error notification; neither do the opinion saves, whose refusals
//! show under the editor, nor the search save, which names its own failure.
import type { ApiError } from '@/api/baseQuery';
import { startupsApi, type OpinionDto } from '@/api/gen/startups';
import {
  STARTUP_BOOKMARK_LIST,
  STARTUP_LIST,
  startupBookmarkTag,
  startupOpinionTag,
  startupTag,
} from '@/api/tags';

const silent = { silent: true };

/** A bookmark change touches the company's toggle and the interest list. */
const bookmarkTags = (_result: unknown, _error: unknown, arg: { startupId: number }) => [
  startupBookmarkTag(arg.startupId),
  STARTUP_BOOKMARK_LIST,
];

/**
 * After a save: a refused text (422) changed nothing, but any other answer may mean that the
 * stored opinion is not the one shown (a colleague of the firm wrote or deleted it meanwhile).
 */
const reloadOpinion = (_result: unknown, error: unknown, arg: { startupId: number }) =>
  (error as ApiError | undefined)?.status === 422 ? [] : [startupOpinionTag(arg.startupId)];

/** The toggle shows the change at once and goes back if the server refuses it. */
const setBookmarked = (startupId: number, bookmarked: boolean) =>
  startupsApi.util.updateQueryData('getBookmark', { startupId }, (draft) => {
    draft.bookmarked = bookmarked;
  });

/** The box shows what a save or delete answered at once; the refetch its tags start confirms it. */
const setOpinion = (startupId: number, value: OpinionDto | null) =>
  startupsApi.util.updateQueryData('getOpinion', { startupId }, (draft) => {
    draft.opinion = value;
  });

export const startupEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    searchStartups: {
      extraOptions: silent,
      providesTags: (result) => [
        STARTUP_LIST,
        ...(result?.items ?? []).map((card) => startupTag(card.id)),
      ],
    },
    // Saved searches are never changed: a saved one needs no tag to stay fresh.
    saveSearch: { extraOptions: silent },
    getSavedSearch: { extraOptions: silent },
    // A failed suggestion only leaves the dropdown empty: a notification per keystroke is noise.
    suggestStartups: { extraOptions: silent },
    getStartup: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startupTag(arg.startupId)],
    },

    interestCompanies: { extraOptions: silent, providesTags: [STARTUP_BOOKMARK_LIST] },
    getBookmark: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startupBookmarkTag(arg.startupId)],
    },
    addBookmark: {
      invalidatesTags: bookmarkTags,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(setBookmarked(startupId, true));
        await queryFulfilled.catch(() => patch.undo());
      },
    },
    removeBookmark: {
      invalidatesTags: bookmarkTags,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(setBookmarked(startupId, false));
        await queryFulfilled.catch(() => patch.undo());
      },
    },

    getOpinion: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startupOpinionTag(arg.startupId)],
    },
    createOpinion: {
      extraOptions: silent,
      invalidatesTags: reloadOpinion,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(setOpinion(startupId, answer.data));
      },
    },
    updateOpinion: {
      extraOptions: silent,
      invalidatesTags: reloadOpinion,
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(setOpinion(startupId, answer.data));
      },
    },
    deleteOpinion: {
      invalidatesTags: (_result, _error, arg) => [startupOpinionTag(arg.startupId)],
      onQueryStarted: async ({ startupId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(setOpinion(startupId, null));
      },
    },
  },
});

export const {
  useSearchStartupsQuery,
  useSaveSearchMutation,
  useGetSavedSearchQuery,
  useSuggestStartupsQuery,
  useGetStartupQuery,
  useInterestCompaniesQuery,
  useGetBookmarkQuery,
  useAddBookmarkMutation,
  useRemoveBookmarkMutation,
  useGetOpinionQuery,
  useCreateOpinionMutation,
  useUpdateOpinionMutation,
  useDeleteOpinionMutation,
} = startupEndpoints;

export type {
  BalanceSheetDto,
  CompanyDocumentCode,
  CompanySizeDto,
  IncomeStatementDto,
  IndustryCode,
  NewsItemDto,
  OperatingStatusCode,
  OpinionDto,
  QuarterFiguresDto,
  RegionCode,
  SavedSearchBody,
  SavedSearchDto,
  SearchStartupsApiArg,
  ShareholderDto,
  SizeClassCode,
  StartupCardDto,
  StartupDocumentDto,
  StartupPage,
  StartupProfileDto,
  StartupSuggestionDto,
  StockKindCode,
  ValuePointDto,
  ValueScoresDto,
} from '@/api/gen/startups';
