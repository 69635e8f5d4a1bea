//! Display rules from the spec (amounts, phones, dates, sizes, '-' for empty): the only place the UI formats values.

const EMPTY = '-';
const TIME_ZONE = 'Asia/Seoul';
const MAN = 10_000;
const MILLION = 1_000_000;
const EOK = 100_000_000;

type Numeric = number | null | undefined;
type Text = string | null | undefined;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Thousands separators with a fixed range of fraction digits (cached formatter per range). */
function grouped(value: number, minFraction = 0, maxFraction = 0): string {
  const key = `${minFraction}:${maxFraction}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    numberFormats.set(key, format);
  }
  // Avoid '-0' when a small negative value rounds to zero.
  const text = format.format(value);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

function isMissing(value: unknown): value is null | undefined {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** '-' for null, undefined, '' and the legacy empty date '0000-00-00'; otherwise the value as text. */
export function dash(value: string | number | null | undefined): string {
  if (isMissing(value) || value === '' || value === '0000-00-00') return EMPTY;
  return String(value);
}

/** 1234567 → '1,234,567'. */
export function formatNumber(value: Numeric, maxFractionDigits = 0): string {
  if (isMissing(value)) return EMPTY;
  return grouped(value, 0, maxFractionDigits);
}

/**
 * Amounts in lists: below 1만 in 원, below 1억 in 만원, otherwise in 억원, with at most one
 * decimal (a trailing .0 is dropped). 12,345,678 → '1,234.6만원'; 123,456,789 → '1.2억원'.
 */
export function formatWonUnit(won: Numeric): string {
  if (isMissing(won)) return EMPTY;
  const magnitude = Math.abs(won);
  if (magnitude < MAN) return `${grouped(won)}원`;
  if (magnitude < EOK) return `${grouped(won / MAN, 0, 1)}만원`;
  return `${grouped(won / EOK, 0, 1)}억원`;
}

/**
 * Amounts in reports and panels: from 95,000,000 (absolute) in 억원 with `decimals` decimals
 * (2 by default), otherwise in whole 만원. 95,000,000 → '0.95억원'; 94,000,000 → '9,400만원'.
 */
export function formatWonReport(won: Numeric, decimals: 1 | 2 = 2): string {
  if (isMissing(won)) return EMPTY;
  if (Math.abs(won) >= 95_000_000) return `${grouped(won / EOK, decimals, decimals)}억원`;
  return `${grouped(won / MAN)}만원`;
}

/** Company value in 억원 with one decimal: 1,230,000,000 → '12.3억원'. */
export function formatEok(won: Numeric): string {
  if (isMissing(won)) return EMPTY;
  return `${grouped(won / EOK, 1, 1)}억원`;
}

/**
 * A chart's amount axis ticks and tooltips, each tick naming its own unit so none reads like
 * '12천만원': the list rule, 50,000,000 → '5,000만원', 120,000,000 → '1.2억원', 0 → '0원'.
 */
export function formatWonAxis(won: number): string {
  return formatWonUnit(won);
}

/** The unit a report chart's amount axis is drawn in, and what a won amount is divided by. */
export interface WonAxisUnit {
  unit: '만원' | '백만원' | '천만원' | '억원';
  divisor: number;
}

/**
 * A report chart's one amount unit (spec section 9: it switches at 100, 1,000 and 10,000 —
 * counted in 만원, the unit the figures are kept in, so each threshold is its unit's one):
 * from 10,000만원 (1억원) in 억원, from 1,000만원 in 천만원, from 100만원 in 백만원, below in 만원,
 * by the series' largest absolute amount. The same rule as the server's PDFs
 * (`kernel::format::won_axis_unit`). The axis label names the unit and the ticks carry numbers
 * only (`formatAxisAmount`).
 */
export function wonAxisUnit(maxWon: number): WonAxisUnit {
  const man = Math.abs(Number.isFinite(maxWon) ? maxWon : 0) / MAN;
  if (man >= 10_000) return { unit: '억원', divisor: EOK };
  if (man >= 1_000) return { unit: '천만원', divisor: 10 * MILLION };
  if (man >= 100) return { unit: '백만원', divisor: MILLION };
  return { unit: '만원', divisor: MAN };
}

/** A tick of such an axis: the amount in the axis' unit, at most one decimal: 250,000,000 in 백만원 → '250'. */
export function formatAxisAmount(won: number, axis: WonAxisUnit): string {
  return grouped(won / axis.divisor, 0, 1);
}

/** Multiples and profit rates with two decimals: 1.2345 → '1.23'. */
export function formatMultiple(value: Numeric): string {
  if (isMissing(value)) return EMPTY;
  return grouped(value, 2, 2);
}

/** A multiple (TVPI, DPI, RVPI) with two decimals and its 'x': 1.4286 → '1.43x'. */
export function formatTimes(value: Numeric): string {
  if (isMissing(value)) return EMPTY;
  return `${grouped(value, 2, 2)}x`;
}

/** A value already in percent (이익률, stake) with `decimals` decimals: 42.857 → '42.86%'. */
export function formatPercent(percent: Numeric, decimals: 0 | 1 | 2 = 2): string {
  if (isMissing(percent)) return EMPTY;
  return `${grouped(percent, decimals, decimals)}%`;
}

/** What an IRR over flows of less than a year reads (the server marks it `*_under_a_year`). */
export const IRR_UNDER_A_YEAR = '1년 미만';

/**
 * An annual rate (IRR) sent as a fraction, in percent with one decimal: 0.3734 → '37.3%'. When
 * the server marks it as spanning less than a year, '1년 미만': an annual rate of a few months'
 * gain misleads (the annual figure is given on request, see `IrrText`).
 */
export function formatIrr(fraction: Numeric, underAYear = false): string {
  if (isMissing(fraction)) return EMPTY;
  if (underAYear) return IRR_UNDER_A_YEAR;
  return formatPercent(fraction * 100, 1);
}

/** Progress as a fraction shown in whole percent: 0.456 → '46%'. */
export function formatProgress(fraction: Numeric): string {
  if (isMissing(fraction)) return EMPTY;
  return `${grouped(fraction * 100)}%`;
}

/**
 * Phone numbers by digit count: 11 → 3-4-4, 8 → 4-4, 02 numbers 2-3-4 (9) or 2-4-4 (10), other
 * 10-digit numbers 3-3-4. Empty shows '-'; anything else is returned as given.
 */
export function formatPhone(phone: Text): string {
  if (isMissing(phone)) return EMPTY;
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return phone.trim() === '' ? EMPTY : phone;
  const groups = (...sizes: number[]) => {
    let start = 0;
    return sizes
      .map((size) => {
        const part = digits.slice(start, start + size);
        start += size;
        return part;
      })
      .join('-');
  };
  if (digits.length === 11) return groups(3, 4, 4);
  if (digits.length === 8) return groups(4, 4);
  if (digits.startsWith('02') && digits.length === 9) return groups(2, 3, 4);
  if (digits.startsWith('02') && digits.length === 10) return groups(2, 4, 4);
  if (digits.length === 10) return groups(3, 3, 4);
  return phone;
}

/** Korean business registration number: '1234567890' → '123-45-67890'. */
export function formatBusinessNumber(value: Text): string {
  if (isMissing(value)) return EMPTY;
  const digits = value.replace(/\D/g, '');
  if (digits === '') return value.trim() === '' ? EMPTY : value;
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The digits of a typed, pasted or linked business registration number, at most ten. */
export const businessNumberDigits = (value: string | null | undefined) =>
  digitsOnly(value ?? '').slice(0, 10);

/** A business registration number grouped as it is typed: '12345' → '123-45', '1234567890' → '123-45-67890'. */
export function partialBusinessNumber(value: string): string {
  const digits = businessNumberDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Splits a date into parts. Dates ('2024-05-30') and zone-less timestamps are taken as written
 * (already Korean local time); timestamps with a zone and Date objects are shown in Asia/Seoul.
 */
function dateParts(value: string | Date | null | undefined): DateParts | null {
  if (isMissing(value) || value === '' || value === '0000-00-00') return null;
  if (typeof value === 'string') {
    const local = LOCAL_DATE_TIME.exec(value.trim());
    if (local) {
      const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = local;
      if (year === '0000') return null;
      return { year, month, day, hour, minute, second };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of seoulParts.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** 'YYYY.MM.DD' (Korea time for timestamps); '-' when empty or '0000-00-00'. */
export function formatDate(value: string | Date | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.year}.${p.month}.${p.day}` : EMPTY;
}

/** 'YYYY년 MM월 DD일' (certificates; the share modal adds the time); '-' when empty. */
export function formatDateKorean(value: string | Date | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일` : EMPTY;
}

/** 'YYYY년 MM월 DD일 HH:mm' in Korea time (a share link's expiry); '-' when empty. */
export function formatDateTimeKorean(value: string | Date | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일 ${p.hour}:${p.minute}` : EMPTY;
}

/** 'YYYY.MM.DD HH:mm' in Korea time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : EMPTY;
}

/** 'YYYY.MM.DD HH:mm:ss' in Korea time. */
export function formatDateTimeSec(value: string | Date | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}:${p.second}` : EMPTY;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** File sizes in base 1024 with at most two decimals: 1536 → '1.5 KB'. */
export function formatFileSize(bytes: Numeric): string {
  if (isMissing(bytes) || bytes < 0) return EMPTY;
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** Math.max(exponent, 0);
  return `${Number(value.toFixed(2))} ${SIZE_UNITS[Math.max(exponent, 0)]}`;
}

/** Digits only, for number inputs (phone, business number); `keepHyphens` for the variant that keeps them. */
export function digitsOnly(value: string, keepHyphens = false): string {
  return value.replace(keepHyphens ? /[^\d-]/g : /\D/g, '');
}

/** A percentage sent as a decimal string ('8.50') shown without trailing zeros: '8.5%'; '-' when empty. */
export function formatRate(value: string | null | undefined): string {
  if (isMissing(value) || value.trim() === '') return EMPTY;
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  return `${grouped(number, 0, 4)}%`;
}

/**
 * A rank table's rate ('12.34', '-3.10', '0.00' unchanged) without its sign, in percent with two
 * decimals: '-3.10' → '3.10%' (the row's arrow tells rise from fall); '-' when empty.
 */
export function formatRankRate(value: string | null | undefined): string {
  if (isMissing(value) || value.trim() === '') return EMPTY;
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  return `${grouped(Math.abs(number), 2, 2)}%`;
}

const DAY_MS = 86_400_000;

/** Days since 1970 of a 'YYYY-MM-DD' (or 'YYYY.MM.DD') calendar date, without a time zone. */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split(/[-.]/).map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Today in Korea as 'YYYY-MM-DD' (the date the server counts due dates and 'late' by). */
export function koreanToday(now: Date = new Date()): string {
  return formatDate(now).replaceAll('.', '-');
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** 'D-3' before a due date, 'D-day' on it, 'D+2' after it, counted in calendar days. */
export function formatDDay(dueOn: string, today: string = koreanToday()): string {
  const days = dayNumber(dueOn) - dayNumber(today);
  if (days === 0) return 'D-day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}
