import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  firstInvested,
  managerName,
  nextSort,
  searchCompanies,
  sortCompanies,
  unionNames,
} from './figures';
import { companyFiguresOf, managerOf, returnsOf } from './test/fixtures';

const line = (unionId: number, on: string | null) => ({
  union_id: unionId,
  union_name: `${unionId}호`,
  first_invested_on: on,
  shares_held: 1,
  returns: returnsOf(),
  xirr_under_a_year: false,
});

describe('a company’s lines', () => {
  it('takes the earliest first investment and each union once', () => {
    const company = companyFiguresOf(1, {
      funds: [line(2, '2024-06-01'), line(3, null), line(2, '2023-11-20')],
    });
    expect(firstInvested(company)).toBe('2023-11-20');
    expect(unionNames(company)).toEqual(['2호', '3호']);
    expect(firstInvested(companyFiguresOf(2, { funds: [] }))).toBeNull();
  });
});

describe('sorting and searching', () => {
  const companies = [
    companyFiguresOf(1, { startup_name: '나 테크', total: returnsOf({ invested: 5 }), xirr: null }),
    companyFiguresOf(2, { startup_name: '가랩스', total: returnsOf({ invested: 9 }), xirr: 0.1 }),
    companyFiguresOf(3, { startup_name: '다바이오', total: returnsOf({ invested: 1 }), xirr: 0.3 }),
  ];
  const ids = (list: typeof companies) => list.map((company) => company.startup_id);

  it('orders by invested largest first by default, a missing figure last either way', () => {
    expect(ids(sortCompanies(companies, DEFAULT_SORT))).toEqual([2, 1, 3]);
    expect(ids(sortCompanies(companies, { key: 'irr', desc: true }))).toEqual([3, 2, 1]);
    expect(ids(sortCompanies(companies, { key: 'irr', desc: false }))).toEqual([2, 3, 1]);
    expect(ids(sortCompanies(companies, { key: 'name', desc: false }))).toEqual([2, 1, 3]);
  });

  it('sorts an IRR of months with the missing ones, not above every real annual rate', () => {
    const young = companyFiguresOf(4, { xirr: 7.81, xirr_under_a_year: true });
    expect(ids(sortCompanies([...companies, young], { key: 'irr', desc: true }))).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it('turns a column around on a second click; names and dates start ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'invested')).toEqual({ key: 'invested', desc: false });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', desc: false });
    expect(nextSort(DEFAULT_SORT, 'value')).toEqual({ key: 'value', desc: true });
  });

  it('finds a name ignoring spaces and case', () => {
    expect(ids(searchCompanies(companies, '나테'))).toEqual([1]);
    expect(ids(searchCompanies(companies, '  '))).toEqual([1, 2, 3]);
  });
});

describe('totals and names', () => {
  it('names a manager, or says none is named', () => {
    expect(managerName(managerOf('김투자'))).toBe('김투자');
    expect(managerName(managerOf(null))).toBe('담당자 미지정');
  });
});
