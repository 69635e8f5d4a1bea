import { describe, expect, it } from 'vitest';
import { sortErrors } from './answerForm';
import { documentsForRequest, statusInfo } from './model';
import { requestDocument, requestTarget } from './test/fixtures';

describe('statusInfo', () => {
  it("colours the server's label by status", () => {
    const colour = (status: 'waiting' | 'late' | 'answered' | 'answered_late') =>
      statusInfo(requestTarget(1, { status, status_label: status })).color;
    expect(colour('waiting')).toBe('gray');
    expect(colour('late')).toBe('red');
    expect(colour('answered')).toBe('green');
    expect(colour('answered_late')).toBe('orange');
  });
});

describe('documentsForRequest', () => {
  it('keeps the asked codes uploaded since the request was sent', () => {
    const target = requestTarget(1, { sent_at: '2026-10-01T01:00:00Z' });
    const documents = [
      requestDocument(1, 'SF04', 'new.pdf', { uploaded_at: '2026-10-01T01:00:00Z' }),
      requestDocument(2, 'SF04', 'old.pdf', { uploaded_at: '2026-09-30T23:59:59Z' }),
      requestDocument(3, 'SF01', 'other.pdf', { uploaded_at: '2026-10-05T00:00:00Z' }),
    ];
    expect(documentsForRequest(target, documents).map((document) => document.id)).toEqual([1]);
  });
});

describe('sortErrors', () => {
  it('sorts the field messages to where the form shows them', () => {
    expect(
      sortErrors({
        sales: 'a',
        note: 'b',
        'statements.balance.total_assets': 'c',
        'statements.income.sales': 'd',
        statements: 'e',
        documents: 'f',
      }),
    ).toEqual({
      answer: { sales: 'a', note: 'b' },
      statements: { 'balance.total_assets': 'c', 'income.sales': 'd' },
      sections: { statements: 'e', documents: 'f' },
    });
  });
});
