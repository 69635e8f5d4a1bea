//! Portfolios (포트폴리오): the firm's portfolios, one portfolio with its pages (a target startup
//! each, in order), a page's overview blocks, and the portfolio's share links. Every screen shows
//! its own failures (a page, a field message, a modal's alert), so none of these raises the shared
//! error notification. The startup profile fills the editor's side panel and the name
//! suggestions the target picker.
import { portfoliosApi } from '@/api/gen/portfolios';
import { startupsApi } from '@/api/gen/startups';

const LIST = { type: 'Portfolio', id: 'LIST' } as const;
const portfolio = (id: number) => ({ type: 'Portfolio' as const, id });
const shareLinks = (id: number) => ({ type: 'PortfolioShareLink' as const, id });
const silent = { silent: true };

type Tag = ReturnType<typeof portfolio> | ReturnType<typeof shareLinks> | typeof LIST;

/** A write changed something once it succeeded; a refused one changed nothing. */
const onSuccess =
  <A>(tags: (arg: A) => Tag[]) =>
  (_result: unknown, error: unknown, arg: A) =>
    error ? [] : tags(arg);

export const portfolioEndpoints = portfoliosApi.enhanceEndpoints({
  addTagTypes: ['Portfolio', 'PortfolioShareLink'],
  endpoints: {
    listPortfolios: { extraOptions: silent, providesTags: [LIST] },
    getPortfolio: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [portfolio(arg.portfolioId)],
    },
    createPortfolio: { extraOptions: silent, invalidatesTags: onSuccess(() => [LIST]) },
    renamePortfolio: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [
        LIST,
        portfolio(arg.portfolioId),
      ]),
    },
    // The deleted portfolio itself is not read again (it would answer 404): only the list.
    deletePortfolio: { extraOptions: silent, invalidatesTags: onSuccess(() => [LIST]) },
    // The answer is the portfolio with its new pages: shown at once, the list read again.
    setTargets: {
      extraOptions: silent,
      invalidatesTags: onSuccess(() => [LIST]),
      onQueryStarted: async ({ portfolioId }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          dispatch(
            portfoliosApi.util.upsertQueryData('getPortfolio', { portfolioId }, answer.data),
          );
        }
      },
    },
    saveItem: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [
        LIST,
        portfolio(arg.portfolioId),
      ]),
    },
    listShareLinks: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [shareLinks(arg.portfolioId)],
    },
    createShareLink: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [shareLinks(arg.portfolioId)]),
    },
    revokeShareLink: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [shareLinks(arg.portfolioId)]),
    },
  },
});

// The startup and invest features enhance these too (the same `silent`): a failed suggestion
// only leaves the dropdown empty, and the side panel says itself when the profile is missing.
const startupEndpoints = startupsApi.enhanceEndpoints({
  endpoints: {
    suggestStartups: { extraOptions: silent },
    getStartup: { extraOptions: silent },
  },
});

export const {
  useListPortfoliosQuery,
  useGetPortfolioQuery,
  useCreatePortfolioMutation,
  useRenamePortfolioMutation,
  useDeletePortfolioMutation,
  useSetTargetsMutation,
  useSaveItemMutation,
  useListShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
} = portfolioEndpoints;
export const { useSuggestStartupsQuery, useGetStartupQuery } = startupEndpoints;

export type {
  NewShareLinkDto,
  PortfolioCardDto,
  PortfolioDto,
  PortfolioItemDto,
  ShareLinkDto,
  ShareStateDto,
} from '@/api/gen/portfolios';
export type { StartupProfileDto, StartupSuggestionDto } from '@/api/gen/startups';
