// Report answers shared by the report feature's tests. The clock they assume is 2026-11-25 noon
// in Korea (`NOW`), the create form's default base date.
import type {
  CompanyFiguresDto,
  ReportCardDto,
  ReportDto,
  ReportOpinionDto,
  ReturnsDto,
  UnionFiguresDto,
} from '../api';

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

export const cardOf = (id: number, extra: Partial<ReportCardDto> = {}): ReportCardDto => ({
  id,
  title: `투자 보고서 ${id}`,
  base_date: '2026-06-30',
  created_at: '2026-07-01T01:00:00Z',
  author_name: '김데모',
  company_count: 2,
  union_count: 2,
  union_ids: null,
  legacy: false,
  year: 2026,
  ...extra,
});

export const companyOf = (
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
  rounds: [
    {
      on: '2025-09-01',
      investor: '데모벤처스',
      stock_kind: '상환전환우선주',
      shares: 10_000,
      price_per_share: 60_000,
      amount: 600_000_000,
      post_money: 3_000_000_000,
    },
  ],
  history: [
    { on: '2024-03-15', stake_percent: 10, stake_value: 100_000_000, company_value: 1e9 },
    { on: '2025-09-01', stake_percent: 8, stake_value: 240_000_000, company_value: 3e9 },
  ],
  years: [{ year: 2025, sales: 1_200_000_000, operating_profit: -80_000_000, net_income: null }],
  ...extra,
});

export const unionOf = (id: number, extra: Partial<UnionFiguresDto> = {}): UnionFiguresDto => ({
  union_id: id,
  union_name: `데모 개인투자조합 ${id}호`,
  total: returnsOf(),
  xirr: 0.2871,
  xirr_under_a_year: false,
  holdings: [
    {
      startup_id: 41,
      startup_name: '데모스타트업 41',
      first_invested_on: '2024-03-15',
      shares_held: 4000,
      price_per_share: 60_000,
      price_source: 'round',
      returns: returnsOf(),
      xirr: 0.4213,
      xirr_under_a_year: false,
    },
  ],
  deployment: [
    { on: '2024-03-15', amount: 100_000_000, cumulative: 100_000_000, cumulative_percent: 100 },
  ],
  ...extra,
});

export const reportOf = (id: number, extra: Partial<ReportDto['figures']> = {}): ReportDto => ({
  card: cardOf(id),
  figures: {
    base_date: '2026-06-30',
    total: returnsOf({ invested: 450_000_000, value: 820_000_000, recovered: 75_000_000 }),
    xirr: 0.2871,
    xirr_under_a_year: false,
    companies: [companyOf(41)],
    unions: [unionOf(1)],
    ...extra,
  },
});

export const opinionOf = (
  html: string,
  extra: Partial<ReportOpinionDto> = {},
): ReportOpinionDto => ({
  opinion: html,
  author_name: '김데모',
  created_at: '2026-07-02T05:30:00Z',
  updated_at: '2026-07-02T05:30:00Z',
  union_id: null,
  ...extra,
});
