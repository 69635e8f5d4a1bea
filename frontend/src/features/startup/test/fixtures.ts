// Startup answers shared by the startup feature's tests.
import type { StartupFileRulesDto } from '@/api/gen/startupFiles';
import type { ItemCheckDto } from '@/api/gen/startups';
import type {
  BalanceSheetDto,
  CompanyDocumentCode,
  IncomeStatementDto,
  OpinionDto,
  SavedSearchBody,
  SavedSearchDto,
  StartupCardDto,
  StartupDocumentDto,
  StartupPage,
  StartupProfileDto,
} from '../api';

export const startupCard = (id: number, extra: Partial<StartupCardDto> = {}): StartupCardDto => ({
  id,
  name: `데모기업${id}`,
  business_number: '1234567890',
  ceo_name: '김대표',
  industry: 'ict_service',
  region: 'SD01',
  founded_on: '2019-03-15',
  one_line_intro: `데모기업${id}의 한 줄 소개`,
  tags: ['AI', '핀테크'],
  is_venture: true,
  is_tips: false,
  has_follow_on: true,
  incubated: false,
  latest_sales_year: 2024,
  latest_sales: 1_230_000_000,
  total_investment: 500_000_000,
  company_value: 12_300_000_000,
  ...extra,
});

export const startupPage = (
  items: StartupCardDto[],
  extra: { page?: number; total_count?: number } = {},
): StartupPage => ({
  items,
  page: extra.page ?? 1,
  page_size: 10,
  total_count: extra.total_count ?? items.length,
});

const balance = (year: number, extra: Partial<BalanceSheetDto> = {}): BalanceSheetDto => ({
  year,
  cash: 300_000_000,
  receivables: 50_000_000,
  inventory: null,
  tangible_assets: 120_000_000,
  intangible_assets: 10_000_000,
  investment_assets: null,
  other_assets: 5_000_000,
  total_assets: 485_000_000,
  current_liabilities: 80_000_000,
  long_term_liabilities: 20_000_000,
  total_liabilities: 100_000_000,
  capital_stock: 100_000_000,
  total_equity: 385_000_000,
  ...extra,
});

const income = (year: number, extra: Partial<IncomeStatementDto> = {}): IncomeStatementDto => ({
  year,
  sales: 1_000_000_000,
  cost_of_sales: 600_000_000,
  gross_profit: 400_000_000,
  operating_expenses: 300_000_000,
  operating_profit: 100_000_000,
  non_operating_income: 5_000_000,
  non_operating_expenses: 2_000_000,
  ordinary_profit: 103_000_000,
  cash_flow: null,
  retained_earnings: 150_000_000,
  corporate_tax: 10_000_000,
  net_income: 93_000_000,
  ...extra,
});

const CHECK_LABELS = [
  '기본 정보',
  '기업 규모',
  '주주 현황',
  '재무 현황',
  '손익계산서',
  '매출액 추이',
  '영업이익 추이',
  '당기순이익 추이',
  '투자 유치',
  '특허',
  '구성원',
  '관련 자료',
];

/** The twelve fact-check items (FI01–FI12), unchecked unless `overrides` (by code) says otherwise. */
export const itemChecks = (
  overrides: Partial<Record<string, Partial<ItemCheckDto>>> = {},
): ItemCheckDto[] =>
  CHECK_LABELS.map((label, index) => {
    const item = `FI${String(index + 1).padStart(2, '0')}` as ItemCheckDto['item'];
    return {
      item,
      label,
      status: 'unchecked',
      at: null,
      checker_name: null,
      note: null,
      ...overrides[item],
    };
  });

export const startupProfile = (extra: Partial<StartupProfileDto> = {}): StartupProfileDto => ({
  ...startupCard(7),
  size_class: 'small',
  operating_status: 'active',
  homepage: 'www.demo7.kr',
  phone: '0212345678',
  address: '서울특별시 강남구 테헤란로 1',
  venture_confirmed_on: '2024-03-02',
  venture_expires_on: '2027-03-01',
  detail_intro: '상세 소개 첫 줄\n둘째 줄',
  interview: '대표 인터뷰',
  size: {
    issued_shares: 100_000,
    face_value: 500,
    capital: 50_000_000,
    shareholder_count: 3,
    largest_shareholder_name: '김대표',
    largest_shareholder_basis_points: 6000,
    staff_count: 12,
    staff_basis: '2024-06',
    holdings_exceed_issued: false,
  },
  shareholders: [
    {
      name: '김대표',
      stock_kind: 'common',
      stock_count: 60_000,
      stock_amount: 30_000_000,
      stake_basis_points: 6000,
    },
    {
      name: '데모벤처스',
      stock_kind: 'rcps',
      stock_count: 40_000,
      stock_amount: 20_000_000,
      stake_basis_points: 4000,
    },
  ],
  balance_sheets: [balance(2022), balance(2023, { cash: null }), balance(2024)],
  income_statements: [
    income(2022, { sales: 800_000_000 }),
    income(2023),
    income(2024, { sales: 1_230_000_000, net_income: null }),
  ],
  incubations: [{ incubator_name: '데모액셀러레이터', started_on: '2020-01-01' }],
  scores: {
    customer_profit: 80,
    financial_character: 65,
    market_competition: 70,
    product_service: 90,
    human_resources: null,
    total: 76.5,
  },
  updated_at: '2025-01-02T03:04:05Z',
  value_history: [],
  checks: itemChecks(),
  photo_url: null,
  score_adjustments: [],
  score_history: [],
  documents: [],
  quarters: [],
  news: [],
  ...extra,
});

export const opinionOf = (html: string, extra: Partial<OpinionDto> = {}): OpinionDto => ({
  opinion: html,
  author_name: '김데모',
  created_at: '2025-03-01T01:00:00Z',
  updated_at: '2025-03-02T05:30:00Z',
  ...extra,
});

export const savedSearchOf = (
  id: number,
  filters: Partial<SavedSearchBody> = {},
): SavedSearchDto => ({
  id,
  filters: {
    q: null,
    industries: [],
    regions: [],
    sales_min: null,
    sales_max: null,
    investment_min: null,
    investment_max: null,
    founded_from: null,
    founded_to: null,
    tips: false,
    venture: false,
    incubated: false,
    follow_on: false,
    ...filters,
  },
  created_at: '2025-05-01T01:00:00Z',
});

/** The server's document codes in display order, with their Korean names. */
export const DOCUMENT_KINDS: { code: CompanyDocumentCode; label: string }[] = [
  { code: 'SF01', label: '사업자등록증' },
  { code: 'SF03', label: '사업계획서' },
  { code: 'SF04', label: 'IR 자료' },
  { code: 'SF06', label: '벤처기업확인서' },
  { code: 'SF14', label: '법인등기부등본' },
  { code: 'SF15', label: '주주명부' },
  { code: 'SF16', label: '재무제표' },
  { code: 'SF17', label: '손익계산서' },
  { code: 'SF18', label: '4대보험 가입자 명부' },
  { code: 'SF19', label: '기타' },
];

export const fileRules = (extra: Partial<StartupFileRulesDto> = {}): StartupFileRulesDto => ({
  kinds: DOCUMENT_KINDS,
  max_document_bytes: 50 * 1024 * 1024,
  max_documents_per_kind: 20,
  max_image_bytes: 5 * 1024 * 1024,
  ...extra,
});

/** A stored document of `kind`, uploaded on 2026-11-20 (Korea time). */
export const startupDocument = (
  id: number,
  kind: CompanyDocumentCode,
  fileName: string,
  extra: Partial<StartupDocumentDto> = {},
): StartupDocumentDto => ({
  id,
  kind,
  kind_label: DOCUMENT_KINDS.find((item) => item.code === kind)?.label ?? kind,
  file_name: fileName,
  size_bytes: 1536,
  content_type: 'application/pdf',
  uploaded_at: '2026-11-20T01:00:00Z',
  ...extra,
});
