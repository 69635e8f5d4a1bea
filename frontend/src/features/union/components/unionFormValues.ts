//! The union form's values (text as typed) and their conversion to and from the API's UnionBody.
import { digitsOnly, formatNumber } from '@/shared/format';
import type { UnionBody, UnionDetail } from '../api';
import { oneOf } from '@/shared/codes/oneOf';
import { FUND_TYPE_CODES, PAYMENT_METHOD_CODES } from '../model';
import type { Draft } from '@/api/draft';

export interface CoGpRow {
  /** Stable React key; never sent. */
  key: string;
  company_name: string;
  unit_count: string;
}

export interface UnionFormValues {
  name: string;
  unique_number: string;
  fund_type: string;
  payment_method: string;
  unit_price: string;
  unit_count: string;
  recruitment_start_date: string;
  recruitment_end_date: string;
  start_date: string;
  due_date: string;
  duration_start_date: string;
  duration_end_date: string;
  duration_extended: boolean;
  investment_start_date: string;
  investment_end_date: string;
  lead_fund_manager: string;
  gp_name: string;
  gp_unit_count: string;
  base_rate: string;
  management_fee: string;
  management_fee_text: string;
  success_fee_text: string;
  success_fee_amount: string;
  operate_rate: string;
  investment_certificate_code: string;
  has_co_gp: boolean;
  co_gps: CoGpRow[];
  note: string;
}

let rowSeq = 0;
export const newCoGpRow = (company_name = '', unit_count = ''): CoGpRow => ({
  key: `co-gp-${(rowSeq += 1)}`,
  company_name,
  unit_count,
});

export const emptyUnionForm = (): UnionFormValues => ({
  name: '',
  unique_number: '',
  fund_type: '',
  payment_method: '',
  unit_price: '',
  unit_count: '',
  recruitment_start_date: '',
  recruitment_end_date: '',
  start_date: '',
  due_date: '',
  duration_start_date: '',
  duration_end_date: '',
  duration_extended: false,
  investment_start_date: '',
  investment_end_date: '',
  lead_fund_manager: '',
  gp_name: '',
  gp_unit_count: '',
  base_rate: '',
  management_fee: '',
  management_fee_text: '',
  success_fee_text: '',
  success_fee_amount: '',
  operate_rate: '',
  investment_certificate_code: '',
  has_co_gp: false,
  co_gps: [],
  note: '',
});

const text = (value: string | null | undefined) => value ?? '';
const count = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** The legacy empty date '0000-00-00' is no date. */
const date = (value: string | null | undefined) =>
  !value || value.startsWith('0000') ? '' : value.slice(0, 10);

export function unionToForm(union: UnionDetail): UnionFormValues {
  return {
    name: union.name,
    unique_number: text(union.unique_number),
    fund_type: union.fund_type,
    payment_method: union.payment_method,
    unit_price: count(union.unit_price),
    unit_count: count(union.unit_count),
    recruitment_start_date: date(union.recruitment_start_date),
    recruitment_end_date: date(union.recruitment_end_date),
    start_date: date(union.start_date),
    due_date: date(union.due_date),
    duration_start_date: date(union.duration_start_date),
    duration_end_date: date(union.duration_end_date),
    duration_extended: union.duration_extended,
    investment_start_date: date(union.investment_start_date),
    investment_end_date: date(union.investment_end_date),
    lead_fund_manager: text(union.lead_fund_manager),
    gp_name: text(union.gp_name),
    gp_unit_count: count(union.gp_unit_count),
    base_rate: text(union.base_rate),
    management_fee: text(union.management_fee),
    management_fee_text: text(union.management_fee_text),
    success_fee_text: text(union.success_fee_text),
    success_fee_amount: count(union.success_fee_amount),
    operate_rate: text(union.operate_rate),
    investment_certificate_code: text(union.investment_certificate_code),
    has_co_gp: union.has_co_gp,
    co_gps: union.co_gps.map((row) => newCoGpRow(row.company_name, String(row.unit_count))),
    note: text(union.note),
  };
}

const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const optionalInt = (value: string) => {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number(digits);
};
const optionalDate = (value: string) => (value === '' ? null : value);

export function formToUnionBody(values: UnionFormValues): Draft<UnionBody> {
  return {
    name: optionalText(values.name),
    unique_number: optionalText(values.unique_number),
    fund_type: oneOf(FUND_TYPE_CODES, values.fund_type.trim()) ?? null,
    payment_method: oneOf(PAYMENT_METHOD_CODES, values.payment_method.trim()) ?? null,
    unit_price: optionalInt(values.unit_price),
    unit_count: optionalInt(values.unit_count),
    recruitment_start_date: optionalDate(values.recruitment_start_date),
    recruitment_end_date: optionalDate(values.recruitment_end_date),
    start_date: optionalDate(values.start_date),
    due_date: optionalDate(values.due_date),
    duration_start_date: optionalDate(values.duration_start_date),
    duration_end_date: optionalDate(values.duration_end_date),
    duration_extended: values.duration_extended,
    investment_start_date: optionalDate(values.investment_start_date),
    investment_end_date: optionalDate(values.investment_end_date),
    lead_fund_manager: optionalText(values.lead_fund_manager),
    gp_name: optionalText(values.gp_name),
    gp_unit_count: optionalInt(values.gp_unit_count),
    base_rate: optionalText(values.base_rate),
    management_fee: optionalText(values.management_fee),
    management_fee_text: optionalText(values.management_fee_text),
    success_fee_text: optionalText(values.success_fee_text),
    success_fee_amount: optionalInt(values.success_fee_amount),
    operate_rate: optionalText(values.operate_rate),
    investment_certificate_code: optionalText(values.investment_certificate_code),
    has_co_gp: values.has_co_gp,
    // Rows are only meaningful with the switch on; the server ignores them otherwise.
    co_gps: values.has_co_gp
      ? values.co_gps.map((row) => ({
          company_name: optionalText(row.company_name),
          unit_count: optionalInt(row.unit_count),
        }))
      : [],
    note: optionalText(values.note),
  };
}

/** '1,000,000원', or '-' until both numbers are there. */
export const wonOrDash = (amount: number | null) =>
  amount === null ? '-' : `${formatNumber(amount)}원`;

/** Keeps digits and one decimal point (rates in percent). */
export function decimalOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1
    ? cleaned
    : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** Unit price × units in won, or null while either is missing. */
export function amountOf(unitPrice: string, units: string): number | null {
  const price = optionalInt(unitPrice);
  const count = optionalInt(units);
  return price === null || count === null ? null : price * count;
}
