import { describe, expect, it } from 'vitest';
import { investmentOf, portfolioOf, rowOf } from './test/fixtures';
import { dateParam, firstInvestedOn, idParam, investSourceDetailPath, underAYear } from './model';

describe('the base date and the union in the address', () => {
  it('keeps only whole ids and full dates', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(dateParam('2025-12-31')).toBe('2025-12-31');
    expect(dateParam('2025-1-1')).toBeNull();
  });

  it('carries a chosen base date to the detail', () => {
    expect(investSourceDetailPath(3, null)).toBe('/invest-resources/detail?issno=3');
    expect(investSourceDetailPath(3, '2025-12-31')).toBe(
      '/invest-resources/detail?issno=3&base_date=2025-12-31',
    );
  });
});

describe('a young union', () => {
  it('finds the first investment over every startup', () => {
    const portfolio = portfolioOf({
      rows: [
        rowOf({ investments: [investmentOf(1, { invested_on: '2025-04-01' })] }),
        rowOf({
          startup_id: 42,
          investments: [
            investmentOf(2, { invested_on: '2025-06-01' }),
            investmentOf(3, { invested_on: '2025-02-10' }),
          ],
        }),
      ],
    });
    expect(firstInvestedOn(portfolio)).toBe('2025-02-10');
    expect(firstInvestedOn(portfolioOf({ rows: [] }))).toBeNull();
  });

  it('is under a year until the anniversary of its first investment', () => {
    expect(underAYear('2025-11-26', '2026-11-25')).toBe(true);
    expect(underAYear('2025-11-25', '2026-11-25')).toBe(false);
    expect(underAYear('2024-02-29', '2025-02-28')).toBe(true);
    expect(underAYear(null, '2026-11-25')).toBe(false);
  });
});
