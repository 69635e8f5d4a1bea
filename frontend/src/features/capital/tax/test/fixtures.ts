// Tax-paper answers shared by the tests of the invest tab.
import type { TaxLineDto, TaxPapersDto } from '../api';

export const taxLine = (
  applicantId: number,
  name: string,
  extra: Partial<TaxLineDto> = {},
): TaxLineDto => ({
  applicant_id: applicantId,
  name,
  lp_type: 'individual',
  paid: 50_000_000,
  invested: 40_000_000,
  deductible: 37_000_000,
  late: 0,
  combined: [],
  resident_number_masked: '',
  has_resident_number: false,
  address: '서울특별시 중구 세종대로 110',
  ...extra,
});

export const taxPapers = (extra: Partial<TaxPapersDto> = {}): TaxPapersDto => ({
  union_id: 5,
  rule: 'bands',
  rule_label: '개인투자조합 출자: 3천만원까지 100%, 5천만원까지 70%, 초과분 30%',
  notes: ['공제액은 해당 과세연도 종합소득금액의 50%를 넘을 수 없습니다.'],
  years: [2025, 2026],
  year: 2026,
  members: [],
  deductible_total: 0,
  mailings: [],
  ...extra,
});

/** What the server answers for a union that has invested nothing yet. */
export const noTaxPapers = () => taxPapers({ years: [], year: null, members: [] });
