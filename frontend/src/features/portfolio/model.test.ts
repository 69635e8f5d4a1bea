import { describe, expect, it } from 'vitest';
import { cardOf, itemOf, profileOf, visitOf } from './test/fixtures';
import {
  blocksOf,
  defaultExpiry,
  expiresAtOf,
  formatReadingTime,
  idParam,
  moved,
  neighbours,
  pageReadings,
  pdfFileName,
  pdfState,
  readingSummary,
  sharePasswordError,
  sharePasswordOf,
  startupFacts,
  visitPageName,
} from './model';

describe('the share link expiry', () => {
  it('defaults to a week from now, to the minute, in Korea time', () => {
    // 2026-11-25 23:40 in Korea: a week later is the next month there.
    expect(defaultExpiry(new Date('2026-11-25T14:40:30Z'))).toEqual({
      date: '2026-12-02',
      time: '23:40',
    });
  });

  it('is sent as Korea time, and not at all while an input is empty', () => {
    expect(expiresAtOf({ date: '2026-12-02', time: '15:30' })).toBe('2026-12-02T15:30:00+09:00');
    expect(expiresAtOf({ date: '', time: '15:30' })).toBeNull();
    expect(expiresAtOf({ date: '2026-12-02', time: '' })).toBeNull();
  });
});

describe('the path ids', () => {
  it('takes positive whole numbers, and 0 only where a new portfolio is meant', () => {
    expect(idParam('7')).toBe(7);
    expect(idParam('0')).toBeNull();
    expect(idParam('0', { zero: true })).toBe(0);
    expect(idParam('7a')).toBeNull();
    expect(idParam('-1', { zero: true })).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});

describe('the page order', () => {
  it('moves one target up or down, and nothing past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('finds the pages before and after one', () => {
    const items = [itemOf(11, 1, 'A'), itemOf(12, 2, 'B'), itemOf(13, 3, 'C')];
    const middle = neighbours(items, 12);
    expect([middle.index, middle.previous?.id, middle.next?.id]).toEqual([1, 11, 13]);
    expect(neighbours(items, 11).previous).toBeNull();
    expect(neighbours(items, 13).next).toBeNull();
    expect(neighbours(items, 99).index).toBe(-1);
  });

  it('gives every page three blocks, an absent one empty', () => {
    expect(blocksOf({ blocks: ['<p>a</p>'] })).toEqual(['<p>a</p>', '', '']);
  });
});

describe('whether the shared PDFs are current', () => {
  const SAVED = '2026-11-20T08:45:00Z';
  const LATER = '2026-11-21T00:00:00Z';
  const card = (extra = {}) =>
    cardOf(7, { updated_at: SAVED, title_pdf_at: SAVED, full_pdf_at: SAVED, ...extra });

  it('is current when every PDF was made at or after its last change', () => {
    const state = pdfState({ card: card(), items: [itemOf(1, 1, 'A', { pdf_at: LATER })] });
    expect(state).toEqual({ current: true, stalePages: [], portfolioStale: false });
    expect(pdfState({ card: card(), items: [] }).current).toBe(true);
  });

  it('names the pages whose PDF is missing or older than their last save', () => {
    const missing = itemOf(1, 1, 'A', { pdf_at: null });
    const absent = itemOf(2, 2, 'B', { pdf_at: undefined });
    const older = itemOf(3, 3, 'C', { updated_at: LATER, pdf_at: SAVED });
    const fresh = itemOf(4, 4, 'D', { updated_at: SAVED, pdf_at: LATER });
    const state = pdfState({ card: card(), items: [missing, absent, older, fresh] });
    expect(state.current).toBe(false);
    expect(state.stalePages.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(state.portfolioStale).toBe(false);
  });

  it('is behind when the title page or the whole PDF is missing or older than the portfolio', () => {
    const items = [itemOf(1, 1, 'A')];
    expect(pdfState({ card: card({ title_pdf_at: null }), items }).portfolioStale).toBe(true);
    expect(pdfState({ card: card({ full_pdf_at: null }), items }).portfolioStale).toBe(true);
    const renamed = pdfState({ card: card({ updated_at: LATER }), items });
    expect(renamed).toMatchObject({ current: false, portfolioStale: true, stalePages: [] });
  });
});

describe('the side panel', () => {
  it('lists the startup’s facts as the spec shows them', () => {
    expect(
      startupFacts(
        profileOf(41, '루미나랩스', {
          ceo_name: null,
          founded_on: '2019-03-04',
          industry: 'game',
          is_venture: false,
          phone: '01012345678',
          company_value: 1_230_000_000,
          total_investment: 0,
        }),
      ),
    ).toEqual([
      { label: '대표자', value: '-' },
      { label: '설립일', value: '2019.03.04' },
      { label: '업종', value: '게임' },
      { label: '벤처 인증', value: 'X' },
      { label: '연락처', value: '010-1234-5678' },
      { label: '기업가치', value: '12.3억원' },
      { label: '누적 투자금', value: '0.0억원' },
    ]);
  });
});

describe('pdfFileName', () => {
  it('keeps the title, without what a file name refuses', () => {
    expect(pdfFileName('루미나랩스 — 비전 AI')).toBe('루미나랩스 — 비전 AI.pdf');
    expect(pdfFileName('a/b:c*?  d', '_가로')).toBe('a b c d_가로.pdf');
    expect(pdfFileName('  ')).toBe('포트폴리오.pdf');
  });
});

describe('the share link password', () => {
  it('is none when blank, and otherwise 4 to 64 characters as the server counts them', () => {
    expect(sharePasswordError('')).toBeNull();
    expect(sharePasswordError('   ')).toBeNull();
    expect(sharePasswordOf('   ')).toBeUndefined();
    expect(sharePasswordError('abc')).toBe('비밀번호는 4자 이상 64자 이하로 정해 주세요.');
    expect(sharePasswordError('abcd')).toBeNull();
    // Sent as typed, spaces and all.
    expect(sharePasswordOf(' ab ')).toBe(' ab ');
    expect(sharePasswordError(' ab ')).toBeNull();
    expect(sharePasswordError('a'.repeat(64))).toBeNull();
    expect(sharePasswordError('a'.repeat(65))).toBe('비밀번호는 4자 이상 64자 이하로 정해 주세요.');
    // Four characters, eight UTF-16 units: within the limit.
    expect(sharePasswordError('😀😀😀😀')).toBeNull();
    expect(sharePasswordError('😀'.repeat(33))).toBeNull();
    expect(sharePasswordError('😀😀😀')).not.toBeNull();
  });
});

describe('the reading time', () => {
  it('reads in seconds under a minute, minutes and seconds under an hour, else hours and minutes', () => {
    expect(formatReadingTime(0)).toBe('0초');
    expect(formatReadingTime(45)).toBe('45초');
    expect(formatReadingTime(59)).toBe('59초');
    expect(formatReadingTime(60)).toBe('1분 0초');
    expect(formatReadingTime(185)).toBe('3분 5초');
    expect(formatReadingTime(3599)).toBe('59분 59초');
    expect(formatReadingTime(3600)).toBe('1시간 0분');
    expect(formatReadingTime(3 * 3600 + 2 * 60 + 59)).toBe('3시간 2분');
    expect(formatReadingTime(-5)).toBe('0초');
    expect(formatReadingTime(Number.NaN)).toBe('0초');
  });

  it('sums up a link and names what a visit read', () => {
    expect(readingSummary({ visit_count: 1234, seconds_read: 250 })).toBe(
      '열람 1,234회 · 총 4분 10초',
    );
    expect(visitPageName({ item_no: null, title: null })).toBe('목록');
    expect(visitPageName({ title: null })).toBe('목록');
    expect(visitPageName({ item_no: 12, title: '루미나랩스 소개' })).toBe('루미나랩스 소개');
    expect(visitPageName({ item_no: 12, title: null })).toBe('(내려간 항목)');
  });
});

describe('the page-by-page reading', () => {
  const list = (seconds: number) => ({ item_no: null, title: null, seconds });
  const page = (item_no: number, seconds: number, title: string | null = `p${item_no}`) => ({
    item_no,
    title,
    seconds,
  });

  it('sums each page over the visits, in the portfolio’s order, list first, put-away pages last', () => {
    // Newest first, as the server lists them.
    const visits = [
      visitOf(3, [list(10), page(12, 30), page(11, 5)], { email: 'b@vc.kr' }),
      visitOf(2, [page(99, 7, null), page(12, 60)]),
      visitOf(1, [list(20), page(11, 40)], { email: 'a@vc.kr' }),
    ];
    const readings = pageReadings(visits, [12, 11]);
    expect(readings.map((r) => [r.name, r.visits, r.seconds, r.readers])).toEqual([
      ['목록', 2, 30, ['a@vc.kr', 'b@vc.kr']],
      ['p12', 2, 90, ['b@vc.kr']],
      ['p11', 2, 45, ['a@vc.kr', 'b@vc.kr']],
      ['(내려간 항목)', 1, 7, []],
    ]);
  });

  it('names a reader once however often they came back', () => {
    const visits = [
      visitOf(2, [page(11, 5)], { email: 'a@vc.kr' }),
      visitOf(1, [page(11, 5)], { email: 'a@vc.kr' }),
    ];
    expect(pageReadings(visits, [11])).toEqual([
      { item_no: 11, name: 'p11', visits: 2, readers: ['a@vc.kr'], seconds: 10 },
    ]);
    expect(pageReadings([], [11])).toEqual([]);
  });
});
