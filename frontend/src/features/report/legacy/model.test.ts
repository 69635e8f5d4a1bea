import { describe, expect, it } from 'vitest';
import {
  companyBenefit,
  companyMultiple,
  indexParam,
  isRecovered,
  legacyDetailPath,
  legacyDetailPrintPath,
  legacyResultPath,
  legacyYear,
  reportTypeLabel,
  viewCounts,
} from './model';
import { legacyCompanyOf, legacyReportOf } from './test/fixtures';

describe('addresses', () => {
  it('writes the spec’s rpt_mng_no, and cmpy for a company', () => {
    expect(legacyResultPath(1187)).toBe('/old-report/result?rpt_mng_no=1187');
    expect(legacyDetailPath(1187, 0)).toBe('/old-report/result/detail?rpt_mng_no=1187&cmpy=0');
    expect(legacyDetailPrintPath(903, 2)).toBe(
      '/old-report/result/detail/print?rpt_mng_no=903&cmpy=2',
    );
  });

  it('keeps only a company place the report has', () => {
    expect(indexParam('0', 3)).toBe(0);
    expect(indexParam('2', 3)).toBe(2);
    expect(indexParam('3', 3)).toBeNull();
    expect(indexParam('-1', 3)).toBeNull();
    expect(indexParam('1.5', 3)).toBeNull();
    expect(indexParam(null, 3)).toBeNull();
  });
});

describe('reading a report', () => {
  it('names the type and takes the year in Korean time', () => {
    expect(reportTypeLabel('R01')).toBe('자동 생성');
    expect(reportTypeLabel('R02')).toBe('직접 작성');
    expect(legacyYear('2023-12-31T14:59:00Z')).toBe(2023);
    expect(legacyYear('2023-12-31T15:00:00Z')).toBe(2024);
  });

  it('shows recovery for a company sold off, computing what the old system left out', () => {
    const sold = legacyCompanyOf('A', {
      invest_money: 200_000_000,
      stock_value_money: 0,
      collect_money: 330_000_000,
      multiple: null,
      benefit: null,
    });
    expect(isRecovered(sold)).toBe(true);
    expect(companyMultiple(sold)).toBeCloseTo(1.65);
    expect(companyBenefit(sold)).toBeCloseTo(65);
    expect(isRecovered(legacyCompanyOf('B'))).toBe(false);
    expect(isRecovered(legacyCompanyOf('C', { stock_value_money: 0 }))).toBe(false);
    expect(companyMultiple(legacyCompanyOf('D', { invest_money: 0, multiple: null }))).toBeNull();
  });
});

describe('members', () => {
  it('counts who opened the report', () => {
    expect(viewCounts(legacyReportOf(1).members)).toEqual({ total: 4, viewed: 2, notViewed: 2 });
  });
});
