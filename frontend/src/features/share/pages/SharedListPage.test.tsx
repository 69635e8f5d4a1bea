import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShare } from '../test/renderShare';
import { REFUSALS, serveShare, SHARE_TITLE, sharedPages, TOKEN } from '../test/shareServer';

const LIST = `/invest-portfolio/share/${TOKEN}`;

/** The table's rows as [NO, 제목]. */
function rows() {
  const table = screen.getByRole('table', { name: '공유 포트폴리오 목록' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]!.textContent, cells[1]!.textContent];
    });
}

describe('SharedListPage', () => {
  it('shows the title and the first 10 pages, and NO continues on page 2', async () => {
    const { listRequests } = serveShare();
    const user = userEvent.setup();
    const { router } = renderShare(LIST);

    expect(await screen.findByRole('heading', { name: SHARE_TITLE })).toBeInTheDocument();
    await screen.findByText('스타트업 1 소개');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toEqual(['1', '스타트업 1 소개']);
    expect(rows()[9]).toEqual(['10', '스타트업 10 소개']);
    expect(listRequests[0]).toEqual({ search: null, page: '1' });

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByText('스타트업 11 소개');
    expect(rows()).toEqual([
      ['11', '스타트업 11 소개'],
      ['12', '스타트업 12 소개'],
      ['13', '스타트업 13 소개'],
    ]);
    expect(listRequests.at(-1)).toEqual({ search: null, page: '2' });
    // The page is kept in the address.
    expect(router.state.location.search).toBe('?page=2');
  });

  it('searches 600 ms after the last keystroke, once, from page 1, and keeps it in the address', async () => {
    const { listRequests } = serveShare();
    const user = userEvent.setup();
    const { router } = renderShare(`${LIST}?page=2`);
    await screen.findByText('스타트업 11 소개');
    expect(listRequests.at(-1)).toEqual({ search: null, page: '2' });
    const before = listRequests.length;

    await user.type(screen.getByRole('textbox', { name: '제목 검색' }), '루미');
    // Not one request per keystroke: nothing yet.
    expect(listRequests).toHaveLength(before);

    await waitFor(() => expect(listRequests.at(-1)).toEqual({ search: '루미', page: '1' }), {
      timeout: 2000,
    });
    expect(listRequests.slice(before)).toHaveLength(1);
    await waitFor(() => expect(rows()).toEqual([['1', '루미나랩스 — 산업용 비전 AI']]));
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('루미');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('opens a row with the search and page kept in the address', async () => {
    serveShare();
    const user = userEvent.setup();
    const { router } = renderShare(`${LIST}?search=${encodeURIComponent('스타트업')}&page=2`);
    // The box shows the search the address holds.
    expect(screen.getByRole('textbox', { name: '제목 검색' })).toHaveValue('스타트업');
    const cell = await screen.findByText('스타트업 12 소개');
    // A click anywhere on the row, not only on the title.
    const row = cell.closest('tr')!;
    // Item 3 does not match: item 112 is the 11th match.
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('11');
    await user.click(within(row).getAllByRole('cell')[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/invest-portfolio/share/${TOKEN}/112`),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('search')).toBe('스타트업');
    expect(query.get('page')).toBe('2');
  });

  it('shows 내역이 없습니다. and no pagination when nothing matches', async () => {
    serveShare({ pages: [] });
    renderShare(LIST);
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it.each([
    ['share_revoked', '공유가 중지된 링크입니다'],
    ['share_expired', '공유 기간이 끝난 링크입니다'],
    ['share_not_found', '공유된 포트폴리오를 찾을 수 없습니다'],
  ] as const)('explains a %s refusal calmly, without the list', async (code, heading) => {
    serveShare({ pages: sharedPages(3), refusal: code });
    renderShare(LIST);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // The server's message, once: on the page, not in an error notification as well.
    expect(screen.getAllByText(REFUSALS[code][1])).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '제목 검색' })).not.toBeInTheDocument();
  });

  it('shows the title page PDF in a 648 px frame and opens the whole PDF with PDF 저장', async () => {
    serveShare({ pages: sharedPages(3) });
    renderShare(LIST);
    await screen.findByRole('heading', { name: SHARE_TITLE });
    const frame = await screen.findByTitle(`${SHARE_TITLE} 표지 PDF`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      `/api/v1/shares/${TOKEN}/pdfs/title?visit=visit-1#toolbar=0`,
    );
    expect(frame).toHaveAttribute('height', '648');

    const save = screen.getByRole('link', { name: 'PDF 저장' });
    expect(save).toHaveAttribute('href', `/api/v1/shares/${TOKEN}/pdfs/full?visit=visit-1`);
    expect(save).toHaveAttribute('target', '_blank');
  });

  it('shows no frame and no PDF 저장 before the PDFs are made, and each only when it exists', async () => {
    serveShare({ pages: sharedPages(3), titlePdf: false, fullPdf: false });
    const { unmount } = renderShare(LIST);
    await screen.findByText('스타트업 1 소개');
    expect(screen.queryByTitle(`${SHARE_TITLE} 표지 PDF`)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF 저장' })).not.toBeInTheDocument();
    unmount();

    serveShare({ pages: sharedPages(3), titlePdf: true, fullPdf: false });
    renderShare(LIST);
    expect(await screen.findByTitle(`${SHARE_TITLE} 표지 PDF`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF 저장' })).not.toBeInTheDocument();
  });

  it('shows no PDF of a refused share', async () => {
    serveShare({ pages: sharedPages(3), refusal: 'share_revoked' });
    renderShare(LIST);
    await screen.findByRole('heading', { name: '공유가 중지된 링크입니다' });
    expect(screen.queryByTitle(`${SHARE_TITLE} 표지 PDF`)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF 저장' })).not.toBeInTheDocument();
  });

  it('tells an unknown token it leads nowhere', async () => {
    serveShare();
    renderShare('/invest-portfolio/share/unknown');
    expect(
      await screen.findByRole('heading', { name: '공유된 포트폴리오를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
