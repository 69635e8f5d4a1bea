import { describe, expect, it } from 'vitest';
import {
  addDays,
  dash,
  digitsOnly,
  formatBusinessNumber,
  formatDate,
  formatDateTime,
  formatDateTimeSec,
  formatDDay,
  formatEok,
  formatFileSize,
  formatIrr,
  formatMultiple,
  formatNumber,
  formatPercent,
  formatPhone,
  formatProgress,
  formatDateKorean,
  formatDateTimeKorean,
  formatRankRate,
  formatTimes,
  formatWonAxis,
  formatWonReport,
  formatWonUnit,
  formatAxisAmount,
  koreanToday,
  wonAxisUnit,
} from '.';

describe('formatNumber', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(null)).toBe('-');
  });
});

describe('formatWonUnit (lists)', () => {
  it('uses 원 below 10,000', () => {
    expect(formatWonUnit(9999)).toBe('9,999원');
    expect(formatWonUnit(0)).toBe('0원');
  });
  it('uses 만원 below 100,000,000 with at most one decimal', () => {
    expect(formatWonUnit(12_345_678)).toBe('1,234.6만원');
    expect(formatWonUnit(50_000_000)).toBe('5,000만원');
    expect(formatWonUnit(10_000)).toBe('1만원');
  });
  it('uses 억원 from 100,000,000', () => {
    expect(formatWonUnit(123_456_789)).toBe('1.2억원');
    expect(formatWonUnit(1_200_000_000)).toBe('12억원');
    expect(formatWonUnit(100_000_000)).toBe('1억원');
  });
  it('keeps the sign of negative values', () => {
    expect(formatWonUnit(-12_345_678)).toBe('-1,234.6만원');
    expect(formatWonUnit(-123_456_789)).toBe('-1.2억원');
    expect(formatWonUnit(-9999)).toBe('-9,999원');
  });
  it('shows a dash for missing values', () => {
    expect(formatWonUnit(null)).toBe('-');
    expect(formatWonUnit(undefined)).toBe('-');
  });
});

describe('formatWonReport (reports and panels)', () => {
  it('uses 억원 with two decimals from 95,000,000', () => {
    expect(formatWonReport(95_000_000)).toBe('0.95억원');
    expect(formatWonReport(123_456_789)).toBe('1.23억원');
    expect(formatWonReport(-123_456_789)).toBe('-1.23억원');
  });
  it('uses one decimal for panels that ask for it', () => {
    expect(formatWonReport(123_456_789, 1)).toBe('1.2억원');
  });
  it('uses whole 만원 below 95,000,000', () => {
    expect(formatWonReport(94_000_000)).toBe('9,400만원');
    expect(formatWonReport(12_345)).toBe('1만원');
    expect(formatWonReport(null)).toBe('-');
  });
});

describe('formatEok', () => {
  it('shows company value in 억원 with one decimal', () => {
    expect(formatEok(1_230_000_000)).toBe('12.3억원');
    expect(formatEok(undefined)).toBe('-');
  });
});

describe('formatMultiple and formatProgress', () => {
  it('rounds multiples to two decimals', () => {
    expect(formatMultiple(1.2345)).toBe('1.23');
    expect(formatMultiple(2)).toBe('2.00');
  });
  it('shows progress fractions as whole percent', () => {
    expect(formatProgress(0.456)).toBe('46%');
    expect(formatProgress(1)).toBe('100%');
    expect(formatProgress(null)).toBe('-');
  });
});

describe('returns (formatTimes, formatPercent, formatIrr)', () => {
  it('shows multiples with two decimals and an x', () => {
    expect(formatTimes(1.4285714)).toBe('1.43x');
    expect(formatTimes(2)).toBe('2.00x');
    expect(formatTimes(0)).toBe('0.00x');
    expect(formatTimes(null)).toBe('-');
  });
  it('shows percentages with two decimals by default', () => {
    expect(formatPercent(42.857142)).toBe('42.86%');
    expect(formatPercent(-100)).toBe('-100.00%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
    expect(formatPercent(10, 1)).toBe('10.0%');
    expect(formatPercent(undefined)).toBe('-');
  });
  it('shows an IRR fraction in percent with one decimal, a dash when there is none', () => {
    expect(formatIrr(0.373362535)).toBe('37.3%');
    expect(formatIrr(-0.05)).toBe('-5.0%');
    expect(formatIrr(0)).toBe('0.0%');
    expect(formatIrr(null)).toBe('-');
    expect(formatIrr(7.814, true)).toBe('1년 미만');
    expect(formatIrr(null, true)).toBe('-');
  });
});

describe('formatPhone', () => {
  it('formats by digit count', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('15881234')).toBe('1588-1234');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
  });
  it('strips non-digits first', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('(02) 123-4567')).toBe('02-123-4567');
  });
  it('shows a dash when empty and returns other values as given', () => {
    expect(formatPhone('')).toBe('-');
    expect(formatPhone(null)).toBe('-');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+82 10 1234 5678 9')).toBe('+82 10 1234 5678 9');
  });
});

describe('dates', () => {
  it('formats dates as YYYY.MM.DD', () => {
    expect(formatDate('2024-05-30')).toBe('2024.05.30');
  });
  it('shows timestamps in Korea time', () => {
    // 2024-05-29 15:04:05 UTC is 2024-05-30 00:04:05 in Seoul.
    expect(formatDate('2024-05-29T15:04:05Z')).toBe('2024.05.30');
    expect(formatDateTime('2024-05-29T15:04:05Z')).toBe('2024.05.30 00:04');
    expect(formatDateTimeSec('2024-05-29T15:04:05Z')).toBe('2024.05.30 00:04:05');
    expect(formatDateTimeSec('2024-05-30T09:08:07+09:00')).toBe('2024.05.30 09:08:07');
    expect(formatDateTime(new Date('2024-12-31T23:30:00Z'))).toBe('2025.01.01 08:30');
  });
  it('takes zone-less timestamps as written', () => {
    expect(formatDateTime('2024-05-30 13:45:10')).toBe('2024.05.30 13:45');
  });
  it('shows a dash for empty values', () => {
    for (const format of [formatDate, formatDateTime, formatDateTimeSec]) {
      expect(format('0000-00-00')).toBe('-');
      expect(format(null)).toBe('-');
      expect(format('')).toBe('-');
      expect(format('not a date')).toBe('-');
    }
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    expect(formatFileSize(null)).toBe('-');
  });
});

describe('dash', () => {
  it('replaces empty values with a dash', () => {
    expect(dash(null)).toBe('-');
    expect(dash(undefined)).toBe('-');
    expect(dash('')).toBe('-');
    expect(dash('0000-00-00')).toBe('-');
    expect(dash('조합')).toBe('조합');
    expect(dash(0)).toBe('0');
  });
});

describe('formatBusinessNumber and digitsOnly', () => {
  it('formats ten digits as 000-00-00000', () => {
    expect(formatBusinessNumber('1234567890')).toBe('123-45-67890');
    expect(formatBusinessNumber('123-45-67890')).toBe('123-45-67890');
    expect(formatBusinessNumber('')).toBe('-');
    expect(formatBusinessNumber('123')).toBe('123');
  });
  it('keeps digits (and optionally hyphens)', () => {
    expect(digitsOnly('010-12a34')).toBe('0101234');
    expect(digitsOnly('010-12a34', true)).toBe('010-1234');
  });
});

describe('formatWonAxis (chart axes)', () => {
  it('names the unit on every tick: 억원 from 1억 with at most one decimal, else 만원 or 원', () => {
    expect(formatWonAxis(120_000_000)).toBe('1.2억원');
    expect(formatWonAxis(100_000_000)).toBe('1억원');
    expect(formatWonAxis(1_500_000_000)).toBe('15억원');
    expect(formatWonAxis(50_000_000)).toBe('5,000만원');
    expect(formatWonAxis(0)).toBe('0원');
  });
});

describe('wonAxisUnit (report chart axes)', () => {
  it('switches at 100, 1,000 and 10,000 만원 to 백만원, 천만원 and 억원', () => {
    expect(wonAxisUnit(0)).toEqual({ unit: '만원', divisor: 10_000 });
    expect(wonAxisUnit(999_999).unit).toBe('만원');
    expect(wonAxisUnit(1_000_000)).toEqual({ unit: '백만원', divisor: 1_000_000 });
    expect(wonAxisUnit(9_999_999).unit).toBe('백만원');
    expect(wonAxisUnit(10_000_000)).toEqual({ unit: '천만원', divisor: 10_000_000 });
    expect(wonAxisUnit(99_999_999).unit).toBe('천만원');
    expect(wonAxisUnit(100_000_000)).toEqual({ unit: '억원', divisor: 100_000_000 });
    expect(wonAxisUnit(10_000_000_000).unit).toBe('억원');
  });

  it('reads a loss by its size, and no series as 만원', () => {
    expect(wonAxisUnit(-20_000_000).unit).toBe('천만원');
    expect(wonAxisUnit(Number.NaN).unit).toBe('만원');
  });

  it('writes ticks in the unit, numbers only', () => {
    expect(formatAxisAmount(25_000_000, wonAxisUnit(30_000_000))).toBe('2.5');
    expect(formatAxisAmount(2_345_000_000, wonAxisUnit(5_000_000_000))).toBe('23.5');
    expect(formatAxisAmount(12_340_000_000, wonAxisUnit(20_000_000_000))).toBe('123.4');
    expect(formatAxisAmount(-1_500_000, wonAxisUnit(9_000_000))).toBe('-1.5');
  });
});

describe('formatDateKorean', () => {
  it('writes dates the Korean way, in Korea time', () => {
    expect(formatDateKorean('2026-12-02')).toBe('2026년 12월 02일');
    expect(formatDateKorean('2026-12-01T15:30:00Z')).toBe('2026년 12월 02일');
    expect(formatDateKorean('0000-00-00')).toBe('-');
  });
});

describe('formatDateTimeKorean', () => {
  it('writes the date and the time in Korean, in Korea time', () => {
    expect(formatDateTimeKorean('2026-12-01T15:30:00Z')).toBe('2026년 12월 02일 00:30');
    expect(formatDateTimeKorean('2026-12-02T09:05:00+09:00')).toBe('2026년 12월 02일 09:05');
    expect(formatDateTimeKorean(new Date('2026-01-31T14:59:00Z'))).toBe('2026년 01월 31일 23:59');
    expect(formatDateTimeKorean('2026-03-04 07:08:09')).toBe('2026년 03월 04일 07:08');
  });

  it("shows '-' for nothing or an invalid date", () => {
    expect(formatDateTimeKorean(null)).toBe('-');
    expect(formatDateTimeKorean('')).toBe('-');
    expect(formatDateTimeKorean('not a date')).toBe('-');
  });
});

describe('formatRankRate', () => {
  it('keeps two decimals and drops the sign the arrow shows', () => {
    expect(formatRankRate('12.30')).toBe('12.30%');
    expect(formatRankRate('-3.10')).toBe('3.10%');
    expect(formatRankRate('0.00')).toBe('0.00%');
    expect(formatRankRate('1234.5')).toBe('1,234.50%');
    expect(formatRankRate('')).toBe('-');
  });
});

describe('due dates (Korean calendar days)', () => {
  it('takes today in Korea, whatever the browser’s zone', () => {
    // 16:30 UTC is already the next morning in Seoul.
    expect(koreanToday(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(koreanToday(new Date('2026-11-24T14:59:00Z'))).toBe('2026-11-24');
  });

  it('counts the days left to a due date', () => {
    expect(formatDDay('2026-11-28', '2026-11-25')).toBe('D-3');
    expect(formatDDay('2026-11-25', '2026-11-25')).toBe('D-day');
    expect(formatDDay('2026-11-20', '2026-11-25')).toBe('D+5');
    expect(formatDDay('2027-01-01', '2026-12-31')).toBe('D-1');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-25', 14)).toBe('2026-12-09');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });
});
