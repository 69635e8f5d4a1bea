//! Startup search, name suggestions and the company profile. The pages show every failure
//! themselves (filter errors beside their filter, an unknown company as a page), so none of
//! these raises the shared error notification.
import { startupsApi } from '@/api/gen/startups';

const LIST = { type: 'Startup', id: 'LIST' } as const;
const startup = (id: number) => ({ type: 'Startup' as const, id });
const silent = { silent: true };

export const startupEndpoints = startupsApi.enhanceEndpoints({
  // Nothing here changes a startup yet; the tags are for the opinion and bookmark screens.
  addTagTypes: ['Startup'],
  endpoints: {
    searchStartups: {
      extraOptions: silent,
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((card) => startup(card.id))],
    },
    // A failed suggestion only leaves the dropdown empty: a notification per keystroke is noise.
    suggestStartups: { extraOptions: silent },
    getStartup: {
      extraOptions: silent,
      providesTags: (_result, _error, arg) => [startup(arg.startupId)],
    },
  },
});

export const { useSearchStartupsQuery, useSuggestStartupsQuery, useGetStartupQuery } =
  startupEndpoints;

export type {
  BalanceSheetDto,
  CompanySizeDto,
  IncomeStatementDto,
  IndustryCode,
  OperatingStatusCode,
  RegionCode,
  SearchStartupsApiArg,
  ShareholderDto,
  SizeClassCode,
  StartupCardDto,
  StartupPage,
  StartupProfileDto,
  StartupSuggestionDto,
  StockKindCode,
  ValueScoresDto,
} from '@/api/gen/startups';
