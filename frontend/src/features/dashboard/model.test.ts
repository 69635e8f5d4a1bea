import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { maySeeRankings, rankRows } from './model';

describe('maySeeRankings', () => {
  it('is for investor firms and fact-checkers, as the server allows', () => {
    expect(maySeeRankings(demoCeo)).toBe(true);
    expect(maySeeRankings({ ...demoCeo, user_type: 'startup', company_kind: 'startup' })).toBe(
      false,
    );
    expect(maySeeRankings({ ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' })).toBe(
      true,
    );
    expect(maySeeRankings({ ...demoCeo, member_type: 'lp' })).toBe(false);
  });
});

describe('rankRows', () => {
  it('links each company to its page', () => {
    expect(rankRows([{ startup_id: 7, name: '알파', rate: '1.00' }])).toEqual([
      { id: 7, name: '알파', rate: '1.00', to: '/company-info?cmpy_no=7' },
    ]);
  });
});
