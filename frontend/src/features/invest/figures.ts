//! The invested companies' and the fund managers' screens: where a company's name leads, when a
//! company was first invested in, the table's sorting and the name search, and a manager's name.
import type { CompanyFiguresDto, FundManagerDto } from './api';

export const UNNAMED_MANAGER = '담당자 미지정';

/** The company's information page (spec: /company-info?cmpy_no=). */
export const companyInfoPath = (startupId: number) => `/company-info?cmpy_no=${startupId}`;

/** The earliest first investment of any union in the company, or null. */
export function firstInvested(company: CompanyFiguresDto): string | null {
  const dates = company.funds
    .map((fund) => fund.first_invested_on)
    .filter((on): on is string => typeof on === 'string' && on !== '');
  return dates.length === 0 ? null : dates.reduce((a, b) => (a < b ? a : b));
}

/** The unions invested in the company, by name, once each. */
export function unionNames(company: CompanyFiguresDto): string[] {
  return [...new Set(company.funds.map((fund) => fund.union_name))];
}

export type SortKey = 'name' | 'first' | 'invested' | 'value' | 'recovered' | 'multiple' | 'irr';
export interface Sort {
  key: SortKey;
  desc: boolean;
}

/** The default order: the largest investment first. */
export const DEFAULT_SORT: Sort = { key: 'invested', desc: true };

const sortValue = (company: CompanyFiguresDto, key: SortKey): string | number | null => {
  switch (key) {
    case 'name':
      return company.startup_name;
    case 'first':
      return firstInvested(company);
    case 'invested':
      return company.total.invested;
    case 'value':
      return company.total.value;
    case 'recovered':
      return company.total.recovered;
    case 'multiple':
      return company.total.multiple ?? null;
    case 'irr':
      // A months-long annual rate would top the list: it sorts with the missing ones.
      return company.xirr_under_a_year ? null : (company.xirr ?? null);
  }
};

/** The companies in the order asked for; a missing figure ('-') goes last either way. */
export function sortCompanies(companies: CompanyFiguresDto[], sort: Sort): CompanyFiguresDto[] {
  const direction = sort.desc ? -1 : 1;
  return [...companies].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') {
      return x.localeCompare(y, 'ko') * direction;
    }
    return ((x as number) - (y as number)) * direction;
  });
}

/** A column clicked: the same one turns around, another starts from its natural order. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, desc: !current.desc };
  return { key, desc: key !== 'name' && key !== 'first' };
}

/** The companies whose name holds the search text (spaces and case ignored). */
export function searchCompanies(companies: CompanyFiguresDto[], text: string) {
  const wanted = text.replace(/\s+/g, '').toLowerCase();
  if (wanted === '') return companies;
  return companies.filter((company) =>
    company.startup_name.replace(/\s+/g, '').toLowerCase().includes(wanted),
  );
}

export const managerName = (manager: FundManagerDto) => manager.name || UNNAMED_MANAGER;
