//! The union's investment ledger (투자 재원): the firm's unions with their returns, one union's
//! portfolio on a base date, and the rows behind it (investments, later rounds, recoveries,
//! valuations), and the same figures per invested company and per fund manager. Every write
//! refreshes the portfolio, the sources and those views. The screens show their own
//! failures (a page, a field message, a ledger refusal), so none of these raises the shared
//! error notification; the startup name suggestions are borrowed for the investment form. The
//! ledger's xlsx import goes around RTK Query (an upload with progress, see `ledgerImport.ts`), so
//! it refreshes the same views with `ledgerImported`.
import { investmentsApi } from '@/api/gen/investments';
import { startupsApi } from '@/api/gen/startups';

const SOURCES = { type: 'InvestmentSource', id: 'LIST' } as const;
const portfolio = (unionId: number) => ({ type: 'UnionPortfolio' as const, id: unionId });
// Rounds and valuations belong to a startup, which several of the firm's unions may hold.
const ALL_PORTFOLIOS = { type: 'UnionPortfolio', id: 'LIST' } as const;
const silent = { silent: true };
/** Tags to read again once the write succeeded; a refused write changed nothing. */
const afterSuccess =
  <T>(tags: T[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;
const everything = afterSuccess([SOURCES, ALL_PORTFOLIOS]);

export const investEndpoints = investmentsApi.enhanceEndpoints({
  addTagTypes: ['InvestmentSource', 'UnionPortfolio'],
  endpoints: {
    investmentSources: { extraOptions: silent, providesTags: [SOURCES] },
    // Every write reads the sources again, and these are the same rows seen another way.
    investedCompanies: { extraOptions: silent, providesTags: [SOURCES] },
    fundManagers: { extraOptions: silent, providesTags: [SOURCES] },
    unionPortfolio: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [portfolio(arg.unionId), ALL_PORTFOLIOS],
    },
    addInvestment: {
      extraOptions: silent,
      invalidatesTags: (result, error, arg) =>
        afterSuccess([SOURCES, portfolio(arg.unionId)])(result, error),
    },
    addRecovery: {
      extraOptions: silent,
      invalidatesTags: (result, error, arg) =>
        afterSuccess([SOURCES, portfolio(arg.unionId)])(result, error),
    },
    // A deleted row's union is not in the request: every portfolio read again.
    removeInvestment: { extraOptions: silent, invalidatesTags: everything },
    removeRecovery: { extraOptions: silent, invalidatesTags: everything },
    addFundingRound: { extraOptions: silent, invalidatesTags: everything },
    removeFundingRound: { extraOptions: silent, invalidatesTags: everything },
    addValuation: { extraOptions: silent, invalidatesTags: everything },
    removeValuation: { extraOptions: silent, invalidatesTags: everything },
  },
});

/** What the ledger's xlsx import (`POST api/v1/investment-ledger/import`) answers. */
export type { LedgerImportDto } from '@/api/gen/investments';

/**
 * The action that reads the ledger again after an import: its rows name any of the firm's unions
 * and startups, so the sources and every portfolio, as a deleted row does.
 */
export const ledgerImported = () => investEndpoints.util.invalidateTags([SOURCES, ALL_PORTFOLIOS]);

// The startup feature enhances this too (the same `silent`): a failed suggestion only leaves
// the dropdown empty.
const pickerEndpoints = startupsApi.enhanceEndpoints({
  endpoints: { suggestStartups: { extraOptions: silent } },
});

export const {
  useInvestmentSourcesQuery,
  useInvestedCompaniesQuery,
  useFundManagersQuery,
  useUnionPortfolioQuery,
  useAddInvestmentMutation,
  useRemoveInvestmentMutation,
  useAddFundingRoundMutation,
  useRemoveFundingRoundMutation,
  useAddRecoveryMutation,
  useRemoveRecoveryMutation,
  useAddValuationMutation,
  useRemoveValuationMutation,
} = investEndpoints;
export const { useSuggestStartupsQuery } = pickerEndpoints;

export type {
  CompanyFiguresDto,
  FundLineDto,
  FundManagerDto,
  FundingRoundBody,
  FundingRoundDto,
  InvestmentBody,
  InvestedCompaniesDto,
  InvestmentDto,
  InvestmentSourceDto,
  InvestmentSourcesDto,
  PortfolioRowDto,
  PriceSourceDto,
  RecoveryBody,
  RecoveryDto,
  ReturnsDto,
  UnionPortfolioDto,
  ValuationBody,
  ValuationDto,
} from '@/api/gen/investments';
