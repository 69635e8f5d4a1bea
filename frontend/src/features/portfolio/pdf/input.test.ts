import { describe, expect, it } from 'vitest';
import { itemOf, portfolioOf, profileOf } from '../test/fixtures';
import { pageImageSources, pdfPageOf, pdfTitleOf } from './input';

const ORIGIN = 'https://johap.kr';

describe('pdfPageOf', () => {
  it('gathers the title, the startup’s panel and the three blocks as trees', () => {
    const page = pdfPageOf(
      '2026 하반기',
      itemOf(11, 41, '루미나랩스', {
        title: '루미나랩스 — 비전 AI',
        blocks: ['<p>개요</p>', '<img src="/api/v1/portfolio-images/a.png">'],
      }),
      profileOf(41, '루미나랩스', { logo_url: '/api/v1/media/logo', ceo_name: '박대표' }),
      ORIGIN,
    );
    expect(page).toMatchObject({
      portfolioTitle: '2026 하반기',
      title: '루미나랩스 — 비전 AI',
      startupName: '루미나랩스',
      intro: '제조 라인의 불량을 찾는 비전 AI',
      logoUrl: 'https://johap.kr/api/v1/media/logo',
      blocks: [
        [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '개요' }] }],
        [{ kind: 'image', src: 'https://johap.kr/api/v1/portfolio-images/a.png' }],
        // An absent third block is an empty one.
        [],
      ],
    });
    expect(page.facts[0]).toEqual({ label: '대표자', value: '박대표' });
    expect(pageImageSources([page])).toEqual([
      'https://johap.kr/api/v1/media/logo',
      'https://johap.kr/api/v1/portfolio-images/a.png',
    ]);
  });

  it('does without the profile, and names a page without title after its startup', () => {
    const page = pdfPageOf('P', itemOf(12, 42, '그린셀', { title: '  ' }), null, ORIGIN);
    expect(page).toMatchObject({
      title: '그린셀',
      startupName: '그린셀',
      intro: null,
      logoUrl: null,
    });
    expect(page.facts).toEqual([]);
  });
});

describe('pdfTitleOf', () => {
  it('lists the pages in order under the title, author and the day it is made (Korea)', () => {
    const portfolio = portfolioOf(
      7,
      [itemOf(11, 41, '루미나랩스', { title: '비전 AI' }), itemOf(12, 42, '그린셀', { title: '' })],
      { title: '2026 하반기 포트폴리오', author_name: '김데모' },
    );
    // 2026-11-30 23:30 UTC is already 12월 1일 in Korea.
    expect(pdfTitleOf(portfolio, new Date('2026-11-30T23:30:00Z'))).toEqual({
      title: '2026 하반기 포트폴리오',
      author: '김데모',
      date: '2026.12.01',
      rows: [
        { no: 1, title: '비전 AI', startup: '루미나랩스' },
        { no: 2, title: '그린셀', startup: '그린셀' },
      ],
    });
  });
});
