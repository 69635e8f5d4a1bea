//! What the company profile lays out: the value radar's five axes and the finance tables' rows,
//! each with its Korean label, in the order the spec lists them.
import type { BalanceSheetDto, IncomeStatementDto, ValueScoresDto } from './api';

export interface Row<T> {
  key: Exclude<keyof T, 'year'>;
  label: string;
}

export const VALUE_AXES: Row<Omit<ValueScoresDto, 'total'>>[] = [
  { key: 'customer_profit', label: '고객 수익성' },
  { key: 'financial_character', label: '재무 건전성' },
  { key: 'market_competition', label: '시장 경쟁력' },
  { key: 'product_service', label: '제품·서비스' },
  { key: 'human_resources', label: '인적 역량' },
];

export const BALANCE_ROWS: Row<BalanceSheetDto>[] = [
  { key: 'cash', label: '현금및현금성자산' },
  { key: 'receivables', label: '매출채권' },
  { key: 'inventory', label: '재고자산' },
  { key: 'tangible_assets', label: '유형자산' },
  { key: 'intangible_assets', label: '무형자산' },
  { key: 'investment_assets', label: '투자자산' },
  { key: 'other_assets', label: '기타자산' },
  { key: 'total_assets', label: '자산총계' },
  { key: 'current_liabilities', label: '유동부채' },
  { key: 'long_term_liabilities', label: '비유동부채' },
  { key: 'total_liabilities', label: '부채총계' },
  { key: 'capital_stock', label: '자본금' },
  { key: 'total_equity', label: '자본총계' },
];

export const INCOME_ROWS: Row<IncomeStatementDto>[] = [
  { key: 'sales', label: '매출액' },
  { key: 'cost_of_sales', label: '매출원가' },
  { key: 'gross_profit', label: '매출총이익' },
  { key: 'operating_expenses', label: '판매비와관리비' },
  { key: 'operating_profit', label: '영업이익' },
  { key: 'non_operating_income', label: '영업외수익' },
  { key: 'non_operating_expenses', label: '영업외비용' },
  { key: 'ordinary_profit', label: '경상이익' },
  { key: 'cash_flow', label: '현금흐름' },
  { key: 'retained_earnings', label: '이익잉여금' },
  { key: 'corporate_tax', label: '법인세비용' },
  { key: 'net_income', label: '당기순이익' },
];
