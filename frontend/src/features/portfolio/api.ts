//! Portfolios (포트폴리오): the firm's portfolios, one portfolio with its pages (a target startup
//! each, in order), a page's overview blocks, and the portfolio's share links. Every screen shows
//! its own failures (a page, a field message, a modal's alert), so none of these raises the shared
//! error notification. The startup profile fills the editor's side panel and the name
//! suggestions the target picker. Pictures put into a page and the PDFs the browser makes go
//! around RTK Query (XMLHttpRequest, for their progress); a stored PDF marks the portfolio to be
//! read again (its `pdf_at`, `title_pdf_at`, `full_pdf_at`).
import { portfoliosApi, type PortfolioImageDto, type StoredPdfDto } from '@/api/gen/portfolios';
import { startupsApi, type StartupProfileDto } from '@/api/gen/startups';
import { onSuccess, PORTFOLIO_LIST, portfolioShareLinksTag, portfolioTag } from '@/api/tags';
import type { Dispatch } from '@/shared/hooks/useAppDispatch';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

const silent = { silent: true };

export const portfolioEndpoints = portfoliosApi.enhanceEndpoints({
  endpoints: {
    listPortfolios: { extraOptions: silent, providesTags: [PORTFOLIO_LIST] },
    getPortfolio: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [portfolioTag(arg.portfolioId)],
    },
    createPortfolio: { extraOptions: silent, invalidatesTags: onSuccess(() => [PORTFOLIO_LIST]) },
    renamePortfolio: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [
        PORTFOLIO_LIST,
        portfolioTag(arg.portfolioId),
      ]),
    },
    // The deleted portfolio itself is not read again (it would answer 404): only the list.
    deletePortfolio: { extraOptions: silent, invalidatesTags: onSuccess(() => [PORTFOLIO_LIST]) },
    // The answer is the portfolio with its new pages: shown at once, the list read again.
    setTargets: {
      extraOptions: silent,
      invalidatesTags: onSuccess(() => [PORTFOLIO_LIST]),
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
        PORTFOLIO_LIST,
        portfolioTag(arg.portfolioId),
      ]),
    },
    // A refused address shows the server's message where the picture was pasted.
    importPortfolioImage: { extraOptions: silent },
    listShareLinks: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [portfolioShareLinksTag(arg.portfolioId)],
    },
    createShareLink: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [
        portfolioShareLinksTag(arg.portfolioId),
      ]),
    },
    revokeShareLink: {
      extraOptions: silent,
      invalidatesTags: onSuccess((arg: { portfolioId: number }) => [
        portfolioShareLinksTag(arg.portfolioId),
      ]),
    },
    // Read each time the modal opens (the viewers keep reading meanwhile); the modal shows a
    // failure itself.
    shareLinkVisits: { extraOptions: silent },
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
  useShareLinkVisitsQuery,
  useImportPortfolioImageMutation,
} = portfolioEndpoints;
export const { useSuggestStartupsQuery, useGetStartupQuery } = startupEndpoints;

/** Stores a picture put into a page; resolves with where it is served from. */
export function uploadPortfolioImage(file: File, onProgress?: (percent: number) => void) {
  return uploadWithProgress<PortfolioImageDto>({
    path: 'api/v1/portfolio-images',
    files: [file],
    onProgress,
  });
}

/** Which of a portfolio's PDFs: one page's overview, its title page or the whole portfolio. */
export type PdfTarget = { itemId: number } | { kind: 'title' | 'full' };

/** Stores (or replaces) one of the portfolio's PDFs, reporting the percent sent. */
export function uploadPortfolioPdf(
  portfolioId: number,
  target: PdfTarget,
  file: File,
  onProgress?: (percent: number) => void,
) {
  const path =
    'itemId' in target
      ? `api/v1/portfolios/${portfolioId}/items/${target.itemId}/pdf`
      : `api/v1/portfolios/${portfolioId}/pdfs/${target.kind}`;
  return uploadWithProgress<StoredPdfDto>({ path, method: 'PUT', files: [file], onProgress });
}

/** The portfolio (and the list) are read again: their PDFs' dates changed. */
export const pdfsStored = (portfolioId: number) =>
  portfolioEndpoints.util.invalidateTags([PORTFOLIO_LIST, portfolioTag(portfolioId)]);

/**
 * The startup profile behind a page's side panel (from the cache when it is there); null when it
 * cannot be read — a PDF is then made without the facts.
 */
export async function readStartupProfile(
  dispatch: Dispatch,
  startupId: number,
): Promise<StartupProfileDto | null> {
  try {
    return await dispatch(
      startupEndpoints.endpoints.getStartup.initiate({ startupId }, { subscribe: false }),
    ).unwrap();
  } catch {
    return null;
  }
}

export type {
  NewShareLinkDto,
  PortfolioImageDto,
  PortfolioCardDto,
  PortfolioDto,
  PortfolioItemDto,
  ShareLinkBody,
  ShareLinkDto,
  ShareStateDto,
  ShareVisitDto,
  VisitPageDto,
} from '@/api/gen/portfolios';
export type { StartupProfileDto, StartupSuggestionDto } from '@/api/gen/startups';
