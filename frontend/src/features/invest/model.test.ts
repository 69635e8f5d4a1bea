import { describe, expect, it } from 'vitest';
import { dateParam, idParam, investSourceDetailPath } from './model';

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
