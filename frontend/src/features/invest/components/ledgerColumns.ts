//! The columns of a holding's ledger tables: dates as YYYY.MM.DD, share counts and per-share
//! prices exact, amounts by the report rule (억원 from 95,000,000, else 만원).
import { formatDate, formatNumber, formatPercent, formatWonReport } from '@/shared/format';
import type { FundingRoundDto, InvestmentDto, RecoveryDto, ValuationDto } from '../api';
import type { LedgerColumn } from './LedgerTable';

const shares = (count: number) => `${formatNumber(count)}주`;
const won = (amount: number) => `${formatNumber(amount)}원`;

export const INVESTMENT_COLUMNS: LedgerColumn<InvestmentDto>[] = [
  { label: '계약일', value: (row) => formatDate(row.contracted_on) },
  { label: '투자일', value: (row) => formatDate(row.invested_on) },
  { label: '주식 종류', value: (row) => row.stock_kind },
  { label: '주식 수', value: (row) => shares(row.shares), numeric: true },
  { label: '주당 가격', value: (row) => won(row.price_per_share), numeric: true },
  { label: '투자 금액', value: (row) => formatWonReport(row.amount), numeric: true },
  { label: '지분율', value: (row) => formatPercent(row.stake_percent), numeric: true },
];

export const ROUND_COLUMNS: LedgerColumn<FundingRoundDto>[] = [
  { label: '투자일', value: (row) => formatDate(row.on) },
  { label: '투자사', value: (row) => row.investor },
  { label: '주식 종류', value: (row) => row.stock_kind },
  { label: '주식 수', value: (row) => shares(row.shares), numeric: true },
  { label: '주당 가격', value: (row) => won(row.price_per_share), numeric: true },
  { label: '투자 금액', value: (row) => formatWonReport(row.amount), numeric: true },
  { label: '투자 후 기업가치', value: (row) => formatWonReport(row.post_money), numeric: true },
];

export const RECOVERY_COLUMNS: LedgerColumn<RecoveryDto>[] = [
  { label: '회수일', value: (row) => formatDate(row.on) },
  { label: '회수 주식 수', value: (row) => shares(row.shares_sold), numeric: true },
  { label: '회수 금액', value: (row) => formatWonReport(row.received), numeric: true },
];

export const VALUATION_COLUMNS: LedgerColumn<ValuationDto>[] = [
  { label: '평가일', value: (row) => formatDate(row.on) },
  { label: '주당 평가액', value: (row) => won(row.price_per_share), numeric: true },
  { label: '평가 근거', value: (row) => row.basis, wrap: true },
];
