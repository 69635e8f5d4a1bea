import { describe, expect, it } from 'vitest';
import { applicationTotals, canApply } from './model';
import type { MyApplicationDto } from './api';
import { myApplication, portalUnion } from './test/fixtures';

const application = (
  id: number,
  status: MyApplicationDto['applicant']['status'],
  amount: number,
): MyApplicationDto => {
  const base = myApplication(id);
  return { ...base, applicant: { ...base.applicant, status, amount } };
};

describe('applicationTotals', () => {
  it('sums the applied amounts and counts 납입완료 and 출자마감 as paid', () => {
    expect(
      applicationTotals([
        application(1, 'R', 1_000_000),
        application(2, 'S', 2_000_000),
        application(3, 'P', 3_000_000),
        application(4, 'F', 4_000_000),
        application(5, 'C', 10_000_000),
      ]),
    ).toEqual({
      count: 5,
      applied: 20_000_000,
      paid: 7_000_000,
      pending: 13_000_000,
      paidShare: 0.35,
    });
  });

  it('has nothing paid, and no share, without applications', () => {
    expect(applicationTotals([])).toEqual({
      count: 0,
      applied: 0,
      paid: 0,
      pending: 0,
      paidShare: 0,
    });
  });
});

describe('canApply', () => {
  it('lets the LP apply to a recruiting union not applied to yet', () => {
    expect(canApply(portalUnion(5))).toBe(true);
    expect(canApply(portalUnion(5, { applicant_id: 60 }))).toBe(false);
    expect(canApply(portalUnion(5, { recruiting: false }))).toBe(false);
  });
});
