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
  resident_number_masked: '',
  has_resident_number: false,
  address: '서울특별시 중구 세종대로 110',
  ...extra,
});

export const taxPapers = (extra: Partial<TaxPapersDto> = {}): TaxPapersDto => ({
  union_id: 5,
  years: [2025, 2026],
  year: 2026,
  members: [],
  mailings: [],
  ...extra,
});

/** What the server answers for a union that has invested nothing yet. */
export const noTaxPapers = () => taxPapers({ years: [], year: null, members: [] });
