import { describe, expect, it } from 'vitest';
import { cardOf, opinionOf } from './test/fixtures';
import {
  cardPath,
  financeDetailDownloadPath,
  financeDetailPath,
  idParam,
  largestAmount,
  ownOpinion,
  resultDownloadPath,
  scopeLabel,
  statusRows,
  unionOpinion,
  type PendingReport,
} from './model';

describe('addresses', () => {
  it('writes the spec’s query: report_no, and issno for a union', () => {
    expect(cardPath(cardOf(7))).toBe('/report/result?report_no=7');
    expect(financeDetailPath(7, 3)).toBe('/report/finance/detail?report_no=7&issno=3');
    expect(resultDownloadPath(7)).toBe('/report/result/download?report_no=7');
    expect(financeDetailDownloadPath(7, 3)).toBe(
      '/report/finance/detail/download?report_no=7&issno=3',
    );
  });

  it('opens a report made before 2024.05.30 on the legacy pages', () => {
    expect(cardPath(cardOf(7, { legacy: true }))).toBe('/old-report/result?rpt_mng_no=7');
  });

  it('keeps only whole positive ids', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam('abc')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});

describe('scope and opinions', () => {
  it('names the scope', () => {
    expect(scopeLabel(null)).toBe('전체 조합');
    expect(scopeLabel(undefined)).toBe('전체 조합');
    expect(scopeLabel([1, 2])).toBe('2개 조합');
  });

  it('tells the report’s own opinion from a union’s', () => {
    const own = opinionOf('<p>종합</p>');
    const onUnion = opinionOf('<p>조합</p>', { union_id: 3 });
    expect(ownOpinion([onUnion, own])).toBe(own);
    expect(ownOpinion([onUnion])).toBeNull();
    expect(ownOpinion(undefined)).toBeNull();
    expect(unionOpinion([own, onUnion], 3)).toBe(onUnion);
    expect(unionOpinion([own], 3)).toBeNull();
  });
});

describe('statusRows', () => {
  const pending = (key: string, extra: Partial<PendingReport> = {}): PendingReport => ({
    key,
    state: 'creating',
    title: `보고서 ${key}`,
    baseDate: '2026-11-25',
    unionIds: null,
    ...extra,
  });

  it('lists running and refused creations first, newest first, then the reports', () => {
    const rows = statusRows(
      [pending('a'), pending('b', { state: 'failed', error: '조합을 찾을 수 없습니다.' })],
      [cardOf(9, { union_ids: [1, 2], company_count: 4 })],
    );
    expect(rows.map((row) => [row.key, row.state, row.scope, row.to])).toEqual([
      ['b', 'failed', '전체 조합', null],
      ['a', 'creating', '전체 조합', null],
      ['report-9', 'done', '2개 조합', '/report/result?report_no=9'],
    ]);
    expect(rows[0]?.error).toBe('조합을 찾을 수 없습니다.');
    expect(rows[2]).toMatchObject({ companyCount: 4, author: '김데모' });
  });

  it('shows a finished creation as its card until the list has it', () => {
    const done = pending('a', { state: 'done', card: cardOf(12) });
    expect(statusRows([done], []).map((row) => row.key)).toEqual(['report-12']);
    expect(statusRows([done], [cardOf(12)]).map((row) => row.key)).toEqual(['report-12']);
  });
});

describe('largestAmount', () => {
  it('takes the largest size over the chosen keys, skipping what is missing', () => {
    const rows = [
      { a: 10, b: -300, c: 9_999 },
      { a: null, b: 20, c: 0 },
    ];
    expect(largestAmount(rows, ['a', 'b'])).toBe(300);
    expect(largestAmount([], ['a'])).toBe(0);
  });
});
