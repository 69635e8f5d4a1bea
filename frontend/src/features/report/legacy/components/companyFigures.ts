//! A legacy company's figures as its card, its detail and the print views show them: invested,
//! the stake's value and the multiple; a company sold off (recovered) shows invested, 회수금 and
//! 이익률 instead. The detail shows every figure.
import { formatPercent, formatTimes, formatWonReport } from '@/shared/format';
import type { LegacyCompanyDto } from '@/features/report/api';
import { companyBenefit, companyMultiple, isRecovered } from '../model';

export interface Figure {
  label: string;
  value: string;
}

export function briefFigures(company: LegacyCompanyDto): Figure[] {
  const invested = { label: '투자금액', value: formatWonReport(company.invest_money) };
  if (isRecovered(company)) {
    return [
      invested,
      { label: '회수금', value: formatWonReport(company.collect_money) },
      { label: '이익률', value: formatPercent(companyBenefit(company)) },
    ];
  }
  return [
    invested,
    { label: '지분 가치', value: formatWonReport(company.stock_value_money) },
    { label: '멀티플', value: formatTimes(companyMultiple(company)) },
  ];
}

export function allFigures(company: LegacyCompanyDto): Figure[] {
  return [
    { label: '투자금액', value: formatWonReport(company.invest_money) },
    { label: '지분 가치', value: formatWonReport(company.stock_value_money) },
    { label: '회수 투자금', value: formatWonReport(company.invest_collect_money) },
    { label: '회수금', value: formatWonReport(company.collect_money) },
    { label: '멀티플', value: formatTimes(companyMultiple(company)) },
    { label: '이익률', value: formatPercent(companyBenefit(company)) },
  ];
}
