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
import { INVESTMENT_SOURCES, onSuccess, UNION_PORTFOLIOS, unionPortfolioTag } from '@/api/tags';

const silent = { silent: true };
// Every portfolio: rounds and valuations belong to a startup, which several of the firm's unions
// may hold.
const everything = onSuccess(() => [INVESTMENT_SOURCES, UNION_PORTFOLIOS]);
/** A row added to one union's ledger: the sources and that union's portfolio. */
const unionChanged = onSuccess((arg: { unionId: number }) => [
  INVESTMENT_SOURCES,
  unionPortfolioTag(arg.unionId),
]);

export const investEndpoints = investmentsApi.enhanceEndpoints({
  endpoints: {
    investmentSources: { extraOptions: silent, providesTags: [INVESTMENT_SOURCES] },
    // Every write reads the sources again, and these are the same rows seen another way.
    investedCompanies: { extraOptions: silent, providesTags: [INVESTMENT_SOURCES] },
    fundManagers: { extraOptions: silent, providesTags: [INVESTMENT_SOURCES] },
    unionPortfolio: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [unionPortfolioTag(arg.unionId), UNION_PORTFOLIOS],
    },
    addInvestment: { extraOptions: silent, invalidatesTags: unionChanged },
    addRecovery: { extraOptions: silent, invalidatesTags: unionChanged },
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
export const ledgerImported = () =>
  investEndpoints.util.invalidateTags([INVESTMENT_SOURCES, UNION_PORTFOLIOS]);

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
