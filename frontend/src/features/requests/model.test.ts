import { describe, expect, it } from 'vitest';
import { emptyRequestForm, toRequestBody, type RequestFormValues } from './components/requestForm';
import { lastFinishedQuarter } from './model';

describe('the request quarter', () => {
  it('defaults to the last finished quarter', () => {
    expect(lastFinishedQuarter('2026-11-25')).toEqual({ year: 2026, quarter: 3 });
    expect(lastFinishedQuarter('2026-04-01')).toEqual({ year: 2026, quarter: 1 });
    expect(lastFinishedQuarter('2026-03-31')).toEqual({ year: 2025, quarter: 4 });
  });
});

describe('request form', () => {
  it('sends only what the checked items need, in the server’s order', () => {
    const values: RequestFormValues = {
      ...emptyRequestForm('2026-11-25'),
      title: '자료 요청',
      items: ['headcount', 'quarterly_sales'],
      // Chosen, then 서류 unchecked: not sent.
      document_kinds: ['SF04'],
      startups: [
        { startup_id: 3, name: '데모기업3', email: '  ' },
        { startup_id: 4, name: '데모기업4', email: ' cfo@demo.kr ' },
      ],
    };
    expect(toRequestBody(values)).toEqual({
      title: '자료 요청',
      message: '',
      items: ['quarterly_sales', 'headcount'],
      year: 2026,
      quarter: 3,
      statements_year: null,
      document_kinds: [],
      due_on: '2026-12-09',
      startups: [
        { startup_id: 3, email: null },
        { startup_id: 4, email: 'cfo@demo.kr' },
      ],
    });
  });
});
