import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { rankRows, shortcutsFor } from './model';

describe('rankRows', () => {
  it('links each company to its page', () => {
    expect(rankRows([{ startup_id: 7, name: '알파', rate: '1.00' }])).toEqual([
      { id: 7, name: '알파', rate: '1.00', to: '/company-info?cmpy_no=7' },
    ]);
  });
});

describe('shortcutsFor', () => {
  const titles = (me: Parameters<typeof shortcutsFor>[0]) => shortcutsFor(me).map((s) => s.title);

  it('gives each kind of account its own main areas', () => {
    expect(titles(demoCeo)).toEqual(['조합 관리', 'LP 관리', '보고서']);
    expect(titles({ ...demoCeo, user_type: 'startup', company_kind: 'startup' })).toEqual([
      '기업 기본 정보',
      '기업 정보 수정',
    ]);
    expect(titles({ ...demoCeo, user_type: 'fact_checker' })).toEqual([
      '팩트체크',
      '스타트업 검색',
    ]);
    expect(titles(undefined)).toEqual([]);
  });
});
