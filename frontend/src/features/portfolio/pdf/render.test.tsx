// The documents drawn for real (react-pdf under the tests' jsdom) with the Korean font read from
// disk: the blobs are PDFs with the expected number of sheets in the expected orientation and the
// font embedded. Pictures are left out here: under jsdom react-pdf's Node build and pdfkit do not
// agree on what a Buffer is, which the browser build does not share.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, passthrough } from 'msw';
import { server } from '@/test/server';
import type { PdfPage, PdfTitlePage } from './input';
import { renderFullPdf, renderPagePdf, renderTitlePdf } from './render';

vi.mock('./fonts', async () => {
  const { Font } = await import('@react-pdf/renderer');
  const { resolve } = await import('node:path');
  // The tests run from the frontend folder.
  const font = (name: string) =>
    resolve(`node_modules/pretendard/dist/public/static/alternative/Pretendard-${name}.ttf`);
  let registered = false;
  return {
    PDF_FONT: 'Pretendard',
    registerFonts: () => {
      if (registered) return;
      registered = true;
      Font.register({
        family: 'Pretendard',
        fonts: [
          { src: font('Regular'), fontWeight: 400 },
          { src: font('Bold'), fontWeight: 700 },
          { src: font('Regular'), fontWeight: 400, fontStyle: 'italic' },
        ],
      });
      Font.registerHyphenationCallback((word) => [word]);
    },
  };
});

// react-pdf loads its layout engine (wasm) from a data: URL: let it through the test server.
beforeEach(() => {
  server.use(http.get(/^data:|^null/, () => passthrough()));
});

const PAGE: PdfPage = {
  portfolioTitle: '2026 하반기 포트폴리오',
  title: '루미나랩스 — 비전 AI',
  startupName: '루미나랩스',
  intro: '제조 라인의 불량을 찾는 비전 AI',
  logoUrl: null,
  facts: [
    { label: '대표자', value: '박대표' },
    { label: '기업가치', value: '12.3억원' },
  ],
  blocks: [
    [
      { kind: 'heading', level: 3, inlines: [{ kind: 'text', text: '회사 개요' }] },
      {
        kind: 'paragraph',
        align: 'center',
        inlines: [
          { kind: 'text', text: '굵게 ', bold: true },
          { kind: 'text', text: '기울임', italic: true, underline: true },
          { kind: 'br' },
          { kind: 'text', text: '링크', href: 'https://johap.kr', color: '#fa5252' },
        ],
      },
    ],
    [
      {
        kind: 'list',
        ordered: true,
        start: 1,
        items: [
          [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '매출 2배', strike: true }] }],
        ],
      },
    ],
    [{ kind: 'quote', children: [{ kind: 'paragraph', inlines: [] }] }],
  ],
};

const COVER: PdfTitlePage = {
  title: '2026 하반기 포트폴리오',
  author: '김데모',
  date: '2026.11.25',
  rows: [{ no: 1, title: '루미나랩스 — 비전 AI', startup: '루미나랩스' }],
};

async function read(blob: Blob) {
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  return {
    text,
    sheets: text.match(/\/Type \/Page\b/g)?.length ?? 0,
    landscape: /\/MediaBox \[0 0 841\.89\d* 595\.28/.test(text),
  };
}

describe('the PDFs', () => {
  it('draws a page portrait and landscape on one A4 sheet each', async () => {
    const portrait = await read(await renderPagePdf(PAGE, 'portrait'));
    expect(portrait.text.startsWith('%PDF-')).toBe(true);
    expect(portrait.sheets).toBe(1);
    expect(portrait.landscape).toBe(false);
    // The font is embedded (a subset of Pretendard).
    expect(portrait.text).toMatch(/\/FontName \/[A-Z]{6}\+Pretendard/);

    const landscape = await read(await renderPagePdf(PAGE, 'landscape'));
    expect(landscape.sheets).toBe(1);
    expect(landscape.landscape).toBe(true);
  }, 60_000);

  it('draws the title page, and the whole portfolio as the title page and every page', async () => {
    expect((await read(await renderTitlePdf(COVER))).sheets).toBe(1);
    const full = await read(await renderFullPdf(COVER, [PAGE, { ...PAGE, title: '그린셀' }]));
    expect(full.sheets).toBe(3);
  }, 60_000);
});
