import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/test/editorDom';
import * as drawing from '../pdf/render';
import { itemOf, portfolioOf, profileOf } from '../test/fixtures';
import { servePortfolios } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

// react-pdf does not run under jsdom: the drawing is a blob, and what it was asked to draw is
// checked instead.
vi.mock('../pdf/render', () => ({
  renderPagePdf: vi.fn(
    async (_page: unknown, orientation: string) =>
      new Blob([`%PDF-1.7 ${orientation}`], { type: 'application/pdf' }),
  ),
  renderTitlePdf: vi.fn(),
  renderFullPdf: vi.fn(),
}));

function setup() {
  const served = servePortfolios({
    portfolios: [
      portfolioOf(7, [
        itemOf(11, 41, '루미나랩스', {
          title: '루미나랩스 — 비전 AI',
          blocks: ['<p>회사 개요</p>', '<p>투자 포인트</p>', '<p>향후 계획</p>'],
        }),
      ]),
    ],
    profiles: [profileOf(41, '루미나랩스', { ceo_name: '박대표' })],
  });
  renderPortfolio('/invest-portfolio/create/11/7');
  return served;
}

const block = (name: string) => screen.findByRole('textbox', { name: `${name} 내용` });

async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(screen.getByRole('button', { name: 'PDF 내보내기' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

let saved: string[] = [];
beforeEach(() => {
  vi.mocked(drawing.renderPagePdf).mockClear();
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

describe('PortfolioItemPage PDF export', () => {
  it('saves unsaved changes first, then stores the portrait PDF with the page and downloads it', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const area = await block('두 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.type(area, '매출 2배', { skipClick: true });
    expect(await screen.findByText('저장되지 않은 변경 사항')).toBeInTheDocument();

    await choose(user, '세로 A4 PDF');

    expect(await screen.findByText('PDF를 저장했습니다.')).toBeInTheDocument();
    expect(changes().map((change) => `${change.method} ${change.path}`)).toEqual([
      'PUT /portfolios/7/items/11',
      'PUT /portfolios/7/items/11/pdf',
    ]);
    expect(changes()[1]?.body).toEqual({ parts: 1, type: 'application/pdf' });
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();

    // Drawn from what was stored, with the startup's facts.
    const [page, orientation] = vi.mocked(drawing.renderPagePdf).mock.calls[0]!;
    expect(orientation).toBe('portrait');
    expect(page.title).toBe('루미나랩스 — 비전 AI');
    expect(page.blocks[1]).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '매출 2배' }] },
    ]);
    expect(page.facts).toContainEqual({ label: '대표자', value: '박대표' });
    expect(saved).toEqual(['루미나랩스 — 비전 AI.pdf']);
  });

  it('does not export when the save is refused', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const area = await block('세 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.type(area, '가'.repeat(41), { skipClick: true });

    await choose(user, '세로 A4 PDF');
    expect(await screen.findByText('블록은 100,000자 이내로 입력해 주세요.')).toBeInTheDocument();
    expect(changes().map((change) => change.path)).toEqual(['/portfolios/7/items/11']);
    expect(drawing.renderPagePdf).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('downloads the landscape PDF of the page as shown, without saving or storing it', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const area = await block('첫 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.type(area, '초안', { skipClick: true });

    await choose(user, '가로 PDF');

    // Drawing the page (the editor's content read back, the PDF laid out) is the slowest step
    // of this suite on a loaded 2-core CI machine: it has more than the usual 5 s.
    await waitFor(() => expect(saved).toEqual(['루미나랩스 — 비전 AI_가로.pdf']), {
      timeout: 15_000,
    });
    const [page, orientation] = vi.mocked(drawing.renderPagePdf).mock.calls[0]!;
    expect(orientation).toBe('landscape');
    expect(page.blocks[0]).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '초안' }] },
    ]);
    expect(changes()).toEqual([]);
    expect(screen.getByText('저장되지 않은 변경 사항')).toBeInTheDocument();
  });
});
