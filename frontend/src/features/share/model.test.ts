import { describe, expect, it } from 'vitest';
import {
  CODE_EMPTY,
  CODE_INVALID,
  codeError,
  EMAIL_EMPTY,
  EMAIL_INVALID,
  emailError,
  fullPdfHref,
  gateOf,
  itemPdfSrc,
  needsVisit,
  readListQuery,
  refusalOf,
  shareItemPath,
  shareListPath,
  titlePdfSrc,
} from './model';

const apiError = (status: number, code: string | null) => ({
  status,
  code,
  message: '',
  fieldErrors: {},
  problem: null,
});

describe('share addresses', () => {
  it('carries the search and a page after the first, and nothing for the plain list', () => {
    expect(shareListPath('a/b', { search: '', page: 1 })).toBe('/invest-portfolio/share/a%2Fb');
    expect(shareItemPath('tok', 7, { search: '루미 나', page: 3 })).toBe(
      '/invest-portfolio/share/tok/7?search=%EB%A3%A8%EB%AF%B8+%EB%82%98&page=3',
    );
  });

  it('reads a page only when it is a whole number from 1', () => {
    expect(readListQuery(new URLSearchParams('search=x&page=2'))).toEqual({ search: 'x', page: 2 });
    for (const page of ['0', '-1', '1.5', 'abc', '']) {
      expect(readListQuery(new URLSearchParams({ page })).page).toBe(1);
    }
  });
});

describe('refusalOf', () => {
  it('names the refusals by their code and leaves real failures alone', () => {
    expect(refusalOf(apiError(410, 'share_expired'))).toBe('expired');
    expect(refusalOf(apiError(410, 'share_revoked'))).toBe('revoked');
    expect(refusalOf(apiError(404, 'share_not_found'))).toBe('not_found');
    expect(refusalOf(apiError(404, 'portfolio_item_not_found'))).toBe('item_not_found');
    expect(refusalOf(apiError(404, null))).toBe('not_found');
    expect(refusalOf(apiError(500, 'internal'))).toBeNull();
    expect(refusalOf({ status: 'FETCH_ERROR', code: null })).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe('the PDF addresses', () => {
  it('carry the visit before the fragment that hides the toolbar', () => {
    expect(titlePdfSrc('tok', 'v 1')).toBe('/api/v1/shares/tok/pdfs/title?visit=v%201#toolbar=0');
    expect(itemPdfSrc('tok', 7, 'v1')).toBe('/api/v1/shares/tok/items/7/pdf?visit=v1#toolbar=0');
    expect(fullPdfHref('tok', 'v1')).toBe('/api/v1/shares/tok/pdfs/full?visit=v1');
    // Without a visit (none opened yet): the plain address.
    expect(titlePdfSrc('tok')).toBe('/api/v1/shares/tok/pdfs/title#toolbar=0');
  });

  it('knows a read refused for want of a visit', () => {
    expect(needsVisit(apiError(401, 'share_password_required'))).toBe(true);
    expect(needsVisit(apiError(401, 'share_email_required'))).toBe(true);
    expect(needsVisit(apiError(401, 'share_password_wrong'))).toBe(false);
    expect(needsVisit(apiError(401, 'share_code_wrong'))).toBe(false);
    expect(needsVisit(apiError(410, 'share_expired'))).toBe(false);
    expect(needsVisit(undefined)).toBe(false);
  });

  it('knows which gate a refusal asks through', () => {
    expect(gateOf(apiError(401, 'share_password_required'))).toBe('password');
    expect(gateOf(apiError(401, 'share_email_required'))).toBe('email');
    expect(gateOf(apiError(401, 'share_code_expired'))).toBeNull();
    expect(gateOf(null)).toBeNull();
  });
});

describe('the e-mail gate’s fields', () => {
  it('asks for an address shaped like one before the server is asked', () => {
    expect(emailError('')).toBe(EMAIL_EMPTY);
    expect(emailError('minjun')).toBe(EMAIL_INVALID);
    expect(emailError('minjun@example')).toBe(EMAIL_INVALID);
    expect(emailError('min jun@example.com')).toBe(EMAIL_INVALID);
    expect(emailError('minjun.kim@example.com')).toBeNull();
  });

  it('asks for the six digits of the code', () => {
    expect(codeError('')).toBe(CODE_EMPTY);
    expect(codeError('12345')).toBe(CODE_INVALID);
    expect(codeError('12345a')).toBe(CODE_INVALID);
    expect(codeError('123456')).toBeNull();
  });
});
