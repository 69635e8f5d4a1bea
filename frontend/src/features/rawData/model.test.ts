import { describe, expect, it } from 'vitest';
import { estimatedBytes, estimatedPercent, rawDataFileUrl } from './model';

describe('the raw data workbook', () => {
  it('asks for the chosen sheets by their server names', () => {
    expect(rawDataFileUrl(['unions', 'lp_members'])).toBe(
      'api/v1/raw-data.xlsx?sheets=unions,lp_members',
    );
  });

  it('estimates 8 KB plus 80 bytes a row, and keeps the bar below 95% until done', () => {
    expect(estimatedBytes(0)).toBe(8192);
    expect(estimatedBytes(100)).toBe(16_192);
    expect(estimatedPercent(8096, 16_192)).toBe(50);
    expect(estimatedPercent(16_192, 16_192)).toBe(95);
    expect(estimatedPercent(1_000_000, 16_192)).toBe(95);
    expect(estimatedPercent(0, 8192)).toBe(0);
  });
});
