// Ledger answers shared by the invest feature's tests. The clock they assume is 2026-11-25 noon
// in Korea (`NOW`), the portfolio's default base date.
import type {
  CompanyFiguresDto,
  FundManagerDto,
  InvestmentDto,
  InvestedCompaniesDto,
  InvestmentSourceDto,
  InvestmentSourcesDto,
  PortfolioRowDto,
  ReturnsDto,
  UnionPortfolioDto,
} from '../api';
import { returnsFrom } from '@/test/returns';

/** The tests' now: 2026-11-25 12:00 in Korea. */
export const NOW = new Date('2026-11-25T03:00:00Z');
export const TODAY = '2026-11-25';

export const returnsOf = (extra: Partial<ReturnsDto> = {}): ReturnsDto => ({
  invested: 100_000_000,
  value: 240_000_000,
  recovered: 0,
  multiple: 2.4,
  dpi: 0,
  rvpi: 2.4,
  profit_rate: 140,
  is_recovered: false,
  ...extra,
});

/** Returns added up as the server adds them (`report::ReportFigures`'s total). */
const summed = (list: ReturnsDto[]): ReturnsDto => {
  const sum = (pick: (r: ReturnsDto) => number) => list.reduce((t, r) => t + pick(r), 0);
  return returnsFrom(
    sum((r) => r.invested),
    sum((r) => r.value),
    sum((r) => r.recovered),
  );
};

/** `/investment-sources` as the server answers it: the unions with the firm's totals. */
export const sourcesAnswer = (
  sources: InvestmentSourceDto[],
  baseDate = '2026-11-25',
): InvestmentSourcesDto => ({
  base_date: baseDate,
  sources,
  total: summed(sources.map((source) => source.total)),
  xirr: null,
  xirr_under_a_year: false,
});

/** `/invested-companies` as the server answers it: the companies with the firm's totals. */
export const companiesAnswer = (
  companies: CompanyFiguresDto[],
  baseDate = '2026-11-25',
): InvestedCompaniesDto => ({
  base_date: baseDate,
  companies,
  total: summed(companies.map((company) => company.total)),
  xirr: null,
  xirr_under_a_year: false,
});

export const sourceOf = (
  id: number,
  extra: Partial<InvestmentSourceDto> = {},
): InvestmentSourceDto => ({
  union_id: id,
  union_name: `데모 개인투자조합 ${id}호`,
  startup_count: 3,
  total: returnsOf(),
  total_xirr: 0.2871,
  total_xirr_under_a_year: false,
  ...extra,
});

export const investmentOf = (id: number, extra: Partial<InvestmentDto> = {}): InvestmentDto => ({
  id,
  union_id: 1,
  startup_id: 41,
  startup_name: '데모스타트업',
  contracted_on: '2024-03-04',
  registered_on: '2024-03-29',
  invested_on: '2024-03-15',
  stock_kind: '상환전환우선주',
  shares: 4000,
  price_per_share: 25_000,
  amount: 100_000_000,
  face_value: 500,
  shares_before: 36_000,
  shares_after: 40_000,
  pre_money: 900_000_000,
  stake_percent: 10,
  ...extra,
});

export const rowOf = (extra: Partial<PortfolioRowDto> = {}): PortfolioRowDto => ({
  startup_id: 41,
  startup_name: '데모스타트업',
  shares_held: 4000,
  price_per_share: 60_000,
  priced_on: '2025-09-01',
  price_source: 'round',
  returns: returnsOf(),
  xirr: 0.4213,
  xirr_under_a_year: false,
  investments: [investmentOf(3)],
  rounds: [
    {
      id: 7,
      on: '2025-09-01',
      investor: '데모벤처스',
      stock_kind: '상환전환우선주',
      shares: 10_000,
      price_per_share: 60_000,
      amount: 600_000_000,
      shares_after: 50_000,
      post_money: 3_000_000_000,
    },
  ],
  recoveries: [],
  valuations: [],
  ...extra,
});

export const portfolioOf = (extra: Partial<UnionPortfolioDto> = {}): UnionPortfolioDto => ({
  union_id: 1,
  union_name: '데모 개인투자조합 1호',
  base_date: TODAY,
  rows: [rowOf()],
  total: returnsOf(),
  total_xirr: 0.4213,
  total_xirr_under_a_year: false,
  ...extra,
});

export const companyFiguresOf = (
  id: number,
  extra: Partial<CompanyFiguresDto> = {},
): CompanyFiguresDto => ({
  startup_id: id,
  startup_name: `데모스타트업 ${id}`,
  logo_url: null,
  recovered_mode: false,
  total: returnsOf(),
  xirr: 0.4213,
  xirr_under_a_year: false,
  funds: [
    {
      union_id: 1,
      union_name: '데모 개인투자조합 1호',
      first_invested_on: '2024-03-15',
      shares_held: 4000,
      returns: returnsOf(),
      xirr: 0.4213,
      xirr_under_a_year: false,
    },
  ],
  rounds: [],
  history: [],
  years: [],
  ...extra,
});

export const managerOf = (
  name: string | null,
  extra: Partial<FundManagerDto> = {},
): FundManagerDto => ({
  name,
  unions: [{ union_id: 1, union_name: '데모 개인투자조합 1호' }],
  company_count: 3,
  total: returnsOf(),
  xirr: 0.2871,
  xirr_under_a_year: false,
  ...extra,
});
