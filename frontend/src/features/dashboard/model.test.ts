import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import type { OpenUnionDto } from './api';
import {
  attentionPath,
  deliverySegments,
  raisingSegments,
  rankRows,
  shareOf,
  shortcutsFor,
  unionMailsPath,
  unionPath,
  UNIONS_PATH,
} from './model';

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

describe('attentionPath', () => {
  it("opens a union's applicants for documents and payments, the request for a late one", () => {
    expect(attentionPath({ kind: 'documents_to_review', ref_id: 3 })).toBe(
      '/lp-invest-union-management/detail/3/apply',
    );
    expect(attentionPath({ kind: 'payments_overdue', ref_id: 4 })).toBe(
      '/lp-invest-union-management/detail/4/apply',
    );
    expect(attentionPath({ kind: 'data_request_late', ref_id: 9 })).toBe('/data-requests/9');
  });
});

describe('glance paths', () => {
  it("leads to the unions list, a union's screens and its mail history", () => {
    expect(UNIONS_PATH).toBe('/lp-invest-union-management/list');
    expect(unionPath(5)).toBe('/lp-invest-union-management/detail/5');
    expect(unionMailsPath(5)).toBe('/lp-invest-union-management/detail/5/communication');
  });
});

describe('shareOf', () => {
  it('is the fraction paid, capped at one, and zero without a whole', () => {
    expect(shareOf(30, 120)).toBe(0.25);
    expect(shareOf(150, 100)).toBe(1);
    expect(shareOf(10, 0)).toBe(0);
    expect(shareOf(0, 100)).toBe(0);
  });
});

describe('raisingSegments', () => {
  const union = (applied: number, paid: number, target = 1000): OpenUnionDto => ({
    union_id: 1,
    name: '데모 1호 조합',
    status: 'R',
    recruitment_end_date: '2026-12-31',
    target_amount: target,
    applied_amount: applied,
    paid_amount: paid,
    applicant_count: 2,
    progress: applied / target,
  });

  it('splits the target into paid and applied-not-paid', () => {
    expect(raisingSegments(union(500, 200))).toEqual({ paid: 20, unpaid: 30 });
    expect(raisingSegments(union(0, 0))).toEqual({ paid: 0, unpaid: 0 });
  });

  it('fills the bar once applications pass the target', () => {
    expect(raisingSegments(union(2000, 1000))).toEqual({ paid: 50, unpaid: 50 });
    expect(raisingSegments(union(500, 0, 0))).toEqual({ paid: 0, unpaid: 100 });
  });
});

describe('deliverySegments', () => {
  it('shares the recipients among sent, failed and waiting', () => {
    expect(deliverySegments({ recipient_count: 10, sent: 6, failed: 1, queued: 3 })).toEqual({
      sent: 60,
      failed: 10,
      queued: 30,
    });
  });

  it('never goes past a full bar, and is empty without recipients', () => {
    const over = deliverySegments({ recipient_count: 2, sent: 2, failed: 1, queued: 1 });
    expect(over.sent + over.failed + over.queued).toBeCloseTo(100);
    expect(deliverySegments({ recipient_count: 0, sent: 0, failed: 0, queued: 0 })).toEqual({
      sent: 0,
      failed: 0,
      queued: 0,
    });
  });
});
