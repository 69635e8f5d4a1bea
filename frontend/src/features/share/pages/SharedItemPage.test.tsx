import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShare } from '../test/renderShare';
import { serveShare, SHARE_TITLE, sharedPages, TOKEN } from '../test/shareServer';

const LIST = `/invest-portfolio/share/${TOKEN}`;
const item = (itemNo: number, query = '') => `${LIST}/${itemNo}${query}`;

describe('SharedItemPage', () => {
  it('shows the title, the startup and the three blocks', async () => {
    serveShare();
    renderShare(item(103));
    expect(
      await screen.findByRole('heading', { name: '루미나랩스 — 산업용 비전 AI' }),
    ).toBeInTheDocument();
    expect(screen.getByText('루미나랩스')).toBeInTheDocument();
    const blocks = screen.getAllByTestId('shared-block');
    expect(blocks.map((block) => block.textContent)).toEqual([
      '루미나랩스 블록 1',
      '루미나랩스 블록 2',
      '루미나랩스 블록 3',
    ]);
    // No PDF made of this page: the blocks stand in for it.
    expect(screen.queryByTitle('루미나랩스 — 산업용 비전 AI PDF')).not.toBeInTheDocument();
  });

  it('shows the page’s PDF in a frame with the viewer’s toolbar hidden, instead of the blocks', async () => {
    serveShare({ pdfPages: [103] });
    renderShare(item(103));
    const frame = await screen.findByTitle('루미나랩스 — 산업용 비전 AI PDF');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      `/api/v1/shares/${TOKEN}/items/103/pdf?visit=visit-1#toolbar=0`,
    );
    expect(frame).toHaveAttribute('height', '648');
    expect(
      screen.getByRole('heading', { name: '루미나랩스 — 산업용 비전 AI' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('shared-block')).not.toBeInTheDocument();
  });

  it('moves from a page with a PDF to one without: the frame gives way to the blocks', async () => {
    serveShare({ pages: sharedPages(3), pdfPages: [101] });
    const user = userEvent.setup();
    renderShare(item(101));
    expect(await screen.findByTitle('스타트업 1 소개 PDF')).toHaveAttribute(
      'src',
      `/api/v1/shares/${TOKEN}/items/101/pdf?visit=visit-1#toolbar=0`,
    );
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { name: '스타트업 2 소개' });
    expect(screen.queryByTitle('스타트업 1 소개 PDF')).not.toBeInTheDocument();
    expect(screen.queryByTitle('스타트업 2 소개 PDF')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('shared-block')).toHaveLength(3);
  });

  it('disables 이전 on the first page and reads each page again on every move', async () => {
    const { itemRequests, holdItems } = serveShare({ pages: sharedPages(3) });
    const user = userEvent.setup();
    const { router } = renderShare(item(101, '?search=%EC%8A%A4&page=1'));

    await screen.findByRole('heading', { name: '스타트업 1 소개' });
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();

    // While the next page loads, nothing of the first one stays on screen.
    const release = holdItems();
    await user.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/102`));
    expect(screen.queryByRole('heading', { name: '스타트업 1 소개' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('shared-block')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    release();

    await screen.findByRole('heading', { name: '스타트업 2 소개' });
    expect(screen.getByRole('button', { name: '이전' })).toBeEnabled();
    // The list's search rides along.
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('스');

    // Back to a page already seen: asked again, and its cached copy is not shown meanwhile.
    const releaseAgain = holdItems();
    await user.click(screen.getByRole('button', { name: '이전' }));
    await waitFor(() => expect(itemRequests).toHaveLength(3));
    expect(screen.queryByRole('heading', { name: '스타트업 1 소개' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '스타트업 2 소개' })).not.toBeInTheDocument();
    releaseAgain();
    await screen.findByRole('heading', { name: '스타트업 1 소개' });
    expect(itemRequests).toEqual([101, 102, 101]);
  });

  it('disables 다음 on the last page', async () => {
    serveShare({ pages: sharedPages(3) });
    renderShare(item(103));
    await screen.findByRole('heading', { name: '루미나랩스 — 산업용 비전 AI' });
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전' })).toBeEnabled();
  });

  it('returns with 목록 to the list with its search and page kept', async () => {
    const { listRequests } = serveShare();
    const user = userEvent.setup();
    const { router } = renderShare(LIST);
    await screen.findByText('스타트업 1 소개');

    await user.type(screen.getByRole('textbox', { name: '제목 검색' }), '스타트업');
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ search: '스타트업', page: '1' }), {
      timeout: 2000,
    });
    await user.click(await screen.findByRole('button', { name: '2 페이지' }));
    await user.click(await screen.findByText('스타트업 13 소개'));
    await screen.findByRole('heading', { name: '스타트업 13 소개' });

    await user.click(screen.getByRole('button', { name: '목록' }));
    await screen.findByRole('heading', { name: SHARE_TITLE });
    expect(router.state.location.pathname).toBe(LIST);
    expect(screen.getByRole('textbox', { name: '제목 검색' })).toHaveValue('스타트업');
    await screen.findByText('스타트업 13 소개');
    expect(listRequests.at(-1)).toEqual({ search: '스타트업', page: '2' });
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('explains a revoked share without the page or its buttons', async () => {
    serveShare({ refusal: 'share_revoked' });
    renderShare(item(101));
    expect(
      await screen.findByRole('heading', { name: '공유가 중지된 링크입니다' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('공유한 분이 공유를 중지했습니다.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다음' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '목록으로' })).not.toBeInTheDocument();
  });

  it('explains a missing page and leads back to the list', async () => {
    serveShare();
    const user = userEvent.setup();
    const { router } = renderShare(item(999, '?search=%EB%A3%A8'));
    expect(
      await screen.findByRole('heading', { name: '공유된 항목을 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText('포트폴리오 항목을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '목록으로' }));
    await screen.findByText('루미나랩스 — 산업용 비전 AI');
    expect(router.state.location.search).toBe('?search=%EB%A3%A8');
  });
});
