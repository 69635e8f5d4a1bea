import { describe, expect, it } from 'vitest';
import { rankRows } from './model';

describe('rankRows', () => {
  it('links each company to its page', () => {
    expect(rankRows([{ startup_id: 7, name: '알파', rate: '1.00' }])).toEqual([
      { id: 7, name: '알파', rate: '1.00', to: '/company-info?cmpy_no=7' },
    ]);
  });
});
