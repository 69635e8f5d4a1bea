// Portfolio answers shared by the feature's tests. The clock the share tests assume is
// 2026-11-25 noon in Korea (`NOW`). Unless a test says otherwise, every PDF is current: made when
// its page (or the portfolio) was last changed.
import type {
  PortfolioCardDto,
  PortfolioDto,
  PortfolioItemDto,
  ShareLinkDto,
  ShareVisitDto,
  StartupProfileDto,
} from '../api';

/** The tests' now: 2026-11-25 12:00 in Korea. */
export const NOW = new Date('2026-11-25T03:00:00Z');

export const cardOf = (id: number, extra: Partial<PortfolioCardDto> = {}): PortfolioCardDto => {
  const updatedAt = extra.updated_at ?? '2026-11-20T08:45:00Z';
  return {
    id,
    title: `포트폴리오 ${id}`,
    item_count: 0,
    author_name: '김데모',
    created_at: '2026-11-02T01:20:00Z',
    updated_at: updatedAt,
    title_pdf_at: updatedAt,
    full_pdf_at: updatedAt,
    ...extra,
  };
};

export const itemOf = (
  id: number,
  startupId: number,
  startupName: string,
  extra: Partial<PortfolioItemDto> = {},
): PortfolioItemDto => ({
  id,
  startup_id: startupId,
  startup_name: startupName,
  title: `${startupName} 소개`,
  blocks: [
    `<p>${startupName} 첫째</p>`,
    `<p>${startupName} 둘째</p>`,
    `<p>${startupName} 셋째</p>`,
  ],
  updated_by: '이심사',
  updated_at: '2026-11-20T08:45:00Z',
  pdf_at: extra.updated_at ?? '2026-11-20T08:45:00Z',
  ...extra,
});

export const portfolioOf = (
  id: number,
  items: PortfolioItemDto[],
  extra: Partial<PortfolioCardDto> = {},
): PortfolioDto => ({ card: cardOf(id, { item_count: items.length, ...extra }), items });

export const linkOf = (id: number, extra: Partial<ShareLinkDto> = {}): ShareLinkDto => ({
  id,
  expires_at: '2026-12-02T03:00:00Z',
  revoked_at: null,
  state: 'active',
  created_by: '김데모',
  created_at: '2026-11-25T03:00:00Z',
  has_password: false,
  require_email: false,
  allow_download: true,
  visit_count: 0,
  seconds_read: 0,
  ...extra,
});

/** A visit of a share link: its pages' times summed into `seconds`, as the server sums them. */
export const visitOf = (
  id: number,
  pages: ShareVisitDto['pages'],
  extra: Partial<ShareVisitDto> = {},
): ShareVisitDto => ({
  id,
  started_at: '2026-11-24T01:05:00Z',
  last_seen_at: '2026-11-24T01:12:00Z',
  pages,
  seconds: pages.reduce((sum, page) => sum + page.seconds, 0),
  email: null,
  ...extra,
});

export const profileOf = (
  id: number,
  name: string,
  extra: Partial<StartupProfileDto> = {},
): StartupProfileDto => ({
  id,
  name,
  ceo_name: '박대표',
  founded_on: '2019-03-04',
  industry: 'ict_service',
  is_venture: true,
  phone: '0212345678',
  one_line_intro: '제조 라인의 불량을 찾는 비전 AI',
  company_value: 1_230_000_000,
  total_investment: 450_000_000,
  logo_url: null,
  business_number: '1234567890',
  has_follow_on: false,
  incubated: false,
  is_tips: false,
  latest_sales: null,
  latest_sales_year: null,
  region: null,
  tags: [],
  address: null,
  balance_sheets: [],
  checks: [],
  detail_intro: '',
  documents: [],
  homepage: null,
  income_statements: [],
  incubations: [],
  interview: '',
  news: [],
  operating_status: 'active',
  photo_url: null,
  quarters: [],
  score_adjustments: [],
  score_history: [],
  scores: null,
  shareholders: [],
  size: {
    capital: null,
    face_value: null,
    holdings_exceed_issued: false,
    issued_shares: null,
    largest_shareholder_basis_points: null,
    largest_shareholder_name: null,
    shareholder_count: 0,
    staff_basis: null,
    staff_count: null,
  },
  size_class: null,
  updated_at: '2026-11-20T08:45:00Z',
  value_history: [],
  ...extra,
});
