import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { serveSupport, type StoredNotice } from '../test/supportServer';
import { NoticeDetailPage } from './NoticeDetailPage';
import { NoticePage } from './NoticePage';

const render = (path = '/notice') =>
  renderRoutes(
    [
      { path: '/notice', element: <NoticePage /> },
      { path: '/notice/Detail', element: <NoticeDetailPage /> },
    ],
    path,
  );

const rows = async () => {
  const table = await screen.findByRole('table', { name: '공지사항 목록' });
  return within(table).getAllByRole('row').slice(1);
};

describe('NoticePage', () => {
  it('lists pinned notices first under 공지, each linking to its detail, for a visitor', async () => {
    const calls = serveSupport({ loggedIn: false });
    render();
    const [pinned, newest, oldest] = await rows();
    expect(within(pinned!).getByText('공지')).toBeInTheDocument();
    expect(within(pinned!).getByRole('link')).toHaveTextContent('12월 정기 점검 안내');
    expect(within(pinned!).getByRole('link')).toHaveAttribute('href', '/notice/Detail?idx=3');
    expect(within(newest!).queryByText('공지')).toBeNull();
    expect(within(newest!).getByRole('link')).toHaveTextContent('개인정보 처리방침 개정 안내');
    expect(within(newest!).getByText('2026.11.05')).toBeInTheDocument();
    expect(within(oldest!).getByRole('link')).toHaveAttribute('href', '/notice/Detail?idx=1');
    // Numbered down from the total; a pinned notice shows its badge instead.
    expect(within(newest!).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
    expect(within(oldest!).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(calls.noticeLists).toEqual([{ q: null, page: '1' }]);
  });

  it('searches after the pause, from page 1, keeps it in the address and in 목록', async () => {
    const calls = serveSupport({ loggedIn: false });
    const { router } = render('/notice?page=1');
    const user = userEvent.setup();
    await rows();
    await user.type(screen.getByRole('textbox', { name: '공지사항 검색' }), '점검');
    await waitFor(() => expect(calls.noticeLists.at(-1)).toEqual({ q: '점검', page: '1' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('점검');

    await user.click(screen.getByRole('link', { name: '12월 정기 점검 안내' }));
    expect(await screen.findByRole('heading', { name: '12월 정기 점검 안내' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute(
      'href',
      `/notice?q=${encodeURIComponent('점검')}`,
    );
  });

  it('pages through the list with the page in the address', async () => {
    const many: StoredNotice[] = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      title: `공지 ${index + 1}`,
      pinned: false,
      published_at: `2026-10-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
      body: '본문',
    }));
    const calls = serveSupport({ loggedIn: false, notices: many });
    const { router } = render();
    expect(await rows()).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(calls.noticeLists.at(-1)).toEqual({ q: null, page: '2' });
    expect(router.state.location.search).toBe('?page=2');
    // Newest first: page 2 holds the two oldest.
    expect(screen.getByRole('link', { name: '공지 1' })).toBeInTheDocument();
  });

  it('tells when a search matches nothing', async () => {
    serveSupport({ loggedIn: false });
    render(`/notice?q=${encodeURIComponent('없는 제목')}`);
    expect(
      await screen.findByText('‘없는 제목’에 해당하는 공지사항이 없습니다.'),
    ).toBeInTheDocument();
  });
});

describe('NoticeDetailPage', () => {
  it('shows the notice with its line breaks and its neighbours, the newest without a next one', async () => {
    serveSupport({ loggedIn: false });
    render('/notice/Detail?idx=2');
    const article = await screen.findByRole('article', { name: '개인정보 처리방침 개정 안내' });
    expect(within(article).getByText(/본문 첫 줄/)).toHaveTextContent(
      '개인정보 처리방침 개정 안내 본문 첫 줄\n둘째 줄',
      { normalizeWhitespace: false },
    );
    expect(within(article).getByText('등록일 2026.11.05')).toBeInTheDocument();
    const previous = within(article).getByRole('group', { name: '이전 글' });
    expect(within(previous).getByRole('link')).toHaveAttribute('href', '/notice/Detail?idx=3');
    const next = within(article).getByRole('group', { name: '다음 글' });
    expect(within(next).getByText('다음 글이 없습니다.')).toBeInTheDocument();
    expect(within(next).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/notice');
  });

  it('follows 이전 글 to the older notice, and the oldest has none before it', async () => {
    serveSupport({ loggedIn: false });
    const { router } = render('/notice/Detail?idx=3');
    const user = userEvent.setup();
    const article = await screen.findByRole('article', { name: '12월 정기 점검 안내' });
    expect(
      within(within(article).getByRole('group', { name: '다음 글' })).getByRole('link'),
    ).toHaveTextContent('개인정보 처리방침 개정 안내');
    await user.click(
      within(within(article).getByRole('group', { name: '이전 글' })).getByRole('link'),
    );
    const oldest = await screen.findByRole('article', { name: '서비스 오픈 안내' });
    expect(router.state.location.search).toBe('?idx=1');
    expect(within(oldest).getByText('이전 글이 없습니다.')).toBeInTheDocument();
  });

  it('says a notice is not found for an unknown idx', async () => {
    serveSupport({ loggedIn: false });
    render('/notice/Detail?idx=99');
    expect(
      await screen.findByRole('heading', { name: '공지사항을 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공지사항 목록으로' })).toHaveAttribute(
      'href',
      '/notice',
    );
  });

  it('says so without asking when there is no idx', async () => {
    const calls = serveSupport({ loggedIn: false });
    render('/notice/Detail?idx=abc');
    expect(
      await screen.findByRole('heading', { name: '공지사항을 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(calls.noticeReads).toEqual([]);
  });
});
