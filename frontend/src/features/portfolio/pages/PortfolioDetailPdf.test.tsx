import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as drawing from '../pdf/render';
import { itemOf, portfolioOf, profileOf } from '../test/fixtures';
import { servePortfolios, SHARE_TOKEN } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

// react-pdf does not run under jsdom (no fonts, no canvas): the drawing is replaced by blobs, and
// what it was asked to draw is checked instead.
const render = vi.hoisted(() => ({
  gate: null as Promise<void> | null,
  fail: false,
}));
vi.mock('../pdf/render', () => {
  const blob = (text: string) => new Blob([`%PDF-1.7 ${text}`], { type: 'application/pdf' });
  return {
    renderPagePdf: vi.fn(async (page: { title: string }) => {
      if (render.gate) await render.gate;
      if (render.fail) throw new Error('그릴 수 없습니다.');
      return blob(page.title);
    }),
    renderTitlePdf: vi.fn(async () => blob('title')),
    renderFullPdf: vi.fn(async () => blob('full')),
  };
});

const CURRENT = '2026-11-20T08:45:00Z';
const items = () => [
  itemOf(11, 41, '루미나랩스', { title: '루미나랩스 — 비전 AI' }),
  itemOf(12, 42, '그린셀', { updated_at: '2026-11-21T15:30:00Z', pdf_at: null }),
];

function setup(portfolio = portfolioOf(7, items(), { title: '2026 하반기 포트폴리오' })) {
  const served = servePortfolios({
    portfolios: [portfolio],
    profiles: [profileOf(41, '루미나랩스', { ceo_name: '박대표' }), profileOf(42, '그린셀')],
  });
  const rendered = renderPortfolio('/invest-portfolio/detail/7');
  return { ...served, ...rendered };
}

const pdfUploads = (changes: { method: string; path: string }[]) =>
  changes.filter((change) => change.path.includes('pdf')).map((change) => change.path);

beforeEach(() => {
  render.gate = null;
  render.fail = false;
  vi.mocked(drawing.renderPagePdf).mockClear();
  vi.mocked(drawing.renderTitlePdf).mockClear();
  vi.mocked(drawing.renderFullPdf).mockClear();
});

describe('PortfolioDetailPage shared PDFs', () => {
  it('says the shared PDFs are not current while a page’s PDF is missing', async () => {
    setup();
    const notice = await screen.findByTestId('pdf-stale');
    expect(within(notice).getByText('공유 PDF가 최신이 아닙니다.')).toBeInTheDocument();
    expect(notice).toHaveTextContent('1개 페이지의 PDF가 없거나 저장 후 다시 만들지 않았습니다');
    expect(notice).not.toHaveTextContent('표지 또는 전체 PDF');
    expect(within(notice).getByRole('button', { name: 'PDF 만들기' })).toBeInTheDocument();
  });

  it('says so when a page was saved after its PDF, or the title page is older than a change', async () => {
    setup(
      portfolioOf(
        7,
        [itemOf(11, 41, '루미나랩스', { updated_at: '2026-11-22T00:00:00Z', pdf_at: CURRENT })],
        { updated_at: '2026-11-22T00:00:00Z', title_pdf_at: CURRENT, full_pdf_at: CURRENT },
      ),
    );
    const notice = await screen.findByTestId('pdf-stale');
    expect(notice).toHaveTextContent('1개 페이지의 PDF');
    expect(notice).toHaveTextContent('표지 또는 전체 PDF가 없거나 마지막 변경 전에 만들어졌습니다');
  });

  it('says nothing is behind when every PDF was made after the last change', async () => {
    setup(portfolioOf(7, [itemOf(11, 41, '루미나랩스')], { title: '최신' }));
    expect(await screen.findByText('공유 PDF가 최신입니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-stale')).not.toBeInTheDocument();
    expect(screen.queryByText('공유 PDF가 최신이 아닙니다.')).not.toBeInTheDocument();
  });

  it('makes every page’s PDF, then the title page and the whole portfolio, with n / m, and reads the portfolio again', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    let release = () => {};
    render.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await user.click(
      within(await screen.findByTestId('pdf-stale')).getByRole('button', { name: 'PDF 만들기' }),
    );
    const progress = await screen.findByTestId('pdf-progress');
    expect(progress).toHaveTextContent('0 / 4');
    expect(within(progress).getByRole('progressbar')).toBeInTheDocument();
    release();

    expect(await screen.findByText('공유 PDF를 만들었습니다.')).toBeInTheDocument();
    expect(pdfUploads(changes())).toEqual([
      '/portfolios/7/items/11/pdf',
      '/portfolios/7/items/12/pdf',
      '/portfolios/7/pdfs/title',
      '/portfolios/7/pdfs/full',
    ]);
    // Each upload is one PDF file part.
    for (const change of changes())
      expect(change.body).toEqual({ parts: 1, type: 'application/pdf' });

    // Each page is drawn portrait with its title, its startup's facts and its blocks.
    const calls = vi.mocked(drawing.renderPagePdf).mock.calls;
    expect(calls.map(([page, orientation]) => [page.title, orientation])).toEqual([
      ['루미나랩스 — 비전 AI', 'portrait'],
      ['그린셀 소개', 'portrait'],
    ]);
    expect(calls[0]![0].facts).toContainEqual({ label: '대표자', value: '박대표' });
    expect(calls[0]![0].blocks[0]).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '루미나랩스 첫째' }] },
    ]);
    const [cover] = vi.mocked(drawing.renderTitlePdf).mock.calls[0]!;
    expect(cover).toMatchObject({
      title: '2026 하반기 포트폴리오',
      author: '김데모',
      rows: [
        { no: 1, title: '루미나랩스 — 비전 AI', startup: '루미나랩스' },
        { no: 2, title: '그린셀 소개', startup: '그린셀' },
      ],
    });
    expect(cover.date).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(vi.mocked(drawing.renderFullPdf).mock.calls[0]![1]).toHaveLength(2);

    // Read again: every PDF is now current.
    expect(await screen.findByText('공유 PDF가 최신입니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-progress')).not.toBeInTheDocument();
  });

  it('makes the PDFs first when a link is made while they are not current, then the link', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));

    const shared = await screen.findByRole('dialog', { name: '공유' });
    expect(within(shared).getByRole('textbox', { name: '공유 링크 주소' })).toHaveValue(
      `${window.location.origin}/invest-portfolio/share/${SHARE_TOKEN}`,
    );
    expect(changes().map((change) => `${change.method} ${change.path}`)).toEqual([
      'PUT /portfolios/7/items/11/pdf',
      'PUT /portfolios/7/items/12/pdf',
      'PUT /portfolios/7/pdfs/title',
      'PUT /portfolios/7/pdfs/full',
      'POST /portfolios/7/share-links',
    ]);
  });

  it('makes no PDF while the password is not right, and both once it is', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    const field = within(picker).getByLabelText('비밀번호', { selector: 'input' });
    await user.type(field, 'abc');
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(
      await within(picker).findByText('비밀번호는 4자 이상 64자 이하로 정해 주세요.'),
    ).toBeInTheDocument();
    expect(drawing.renderPagePdf).not.toHaveBeenCalled();
    expect(changes()).toEqual([]);

    await user.type(field, 'd');
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    await screen.findByRole('dialog', { name: '공유' });
    expect(changes().map((change) => `${change.method} ${change.path}`)).toEqual([
      'PUT /portfolios/7/items/11/pdf',
      'PUT /portfolios/7/items/12/pdf',
      'PUT /portfolios/7/pdfs/title',
      'PUT /portfolios/7/pdfs/full',
      'POST /portfolios/7/share-links',
    ]);
    expect(changes().at(-1)!.body).toMatchObject({ password: 'abcd', allow_download: true });
  });

  it('makes no link when the PDFs cannot be made', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    render.fail = true;
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));

    expect(
      await within(picker).findByText('공유 PDF를 만들지 못해 링크를 만들지 않았습니다.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('그릴 수 없습니다.')).toBeInTheDocument();
    expect(changes().some((change) => change.path.endsWith('/share-links'))).toBe(false);
    expect(screen.queryByRole('dialog', { name: '공유' })).not.toBeInTheDocument();
  });

  it('makes a link at once when the PDFs are current', async () => {
    const { changes } = setup(portfolioOf(7, [itemOf(11, 41, '루미나랩스')]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    await screen.findByRole('dialog', { name: '공유' });
    await waitFor(() =>
      expect(changes().map((change) => change.path)).toEqual(['/portfolios/7/share-links']),
    );
    expect(drawing.renderPagePdf).not.toHaveBeenCalled();
  });
});
