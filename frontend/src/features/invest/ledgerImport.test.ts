import { describe, expect, it } from 'vitest';
import { importedText, refusedRowCount, refusedRowsText } from './ledgerImport';

const problem = (field: string) => ({ field, message: `${field} 문제` });

describe('refusedRowCount', () => {
  it('counts a sheet row once however many of its cells are wrong', () => {
    expect(
      refusedRowCount([
        problem('investments.5.amount'),
        problem('investments.5.shares'),
        problem('investments.6.amount'),
        problem('rounds.5.on'),
        problem('recoveries.2.union'),
        problem('valuations.4.basis'),
        problem('valuations.4.on'),
      ]),
    ).toBe(5);
  });

  it('counts a problem naming no row by itself', () => {
    expect(refusedRowCount([problem(''), problem(''), problem('investments')])).toBe(3);
    expect(refusedRowCount([])).toBe(0);
  });
});

describe('texts', () => {
  it('tells the counts of every sheet and of the refused rows', () => {
    expect(importedText({ investments: 3, funding_rounds: 1, recoveries: 1, valuations: 0 })).toBe(
      '투자 3건, 후속 투자 1건, 회수 1건, 가치 평가 0건을 가져왔습니다.',
    );
    expect(refusedRowsText(2)).toBe('2개 행에 문제가 있어 아무것도 반영하지 않았습니다.');
  });
});
