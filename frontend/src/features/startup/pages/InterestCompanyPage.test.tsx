import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { startupCard, startupPage } from '../test/fixtures';
import { serveProfileExtras } from '../test/profileServer';
import { InterestCompanyPage } from './InterestCompanyPage';

function setup(total: number, kind: 'investor' | 'startup' = 'investor') {
  const seen: { page: string | null; pageSize: string | null }[] = [];
  const { settled } = serveProfileExtras({ kind });
  server.use(
    http.get(api('/interest-companies'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ page: params.get('page'), pageSize: params.get('page_size') });
      const page = Number(params.get('page') ?? '1');
      const items = Array.from({ length: total }, (_, index) => total - index)
        .slice((page - 1) * 10, page * 10)
        .map((id) => startupCard(id));
      return HttpResponse.json(startupPage(items, { page, total_count: total }));
    }),
  );
  const view = renderRoutes(
    [
      { path: '/interest-company', element: <InterestCompanyPage /> },
      { path: '/search-startup', element: <p>스타트업 검색 화면</p> },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
    ],
    '/interest-company',
  );
  return { ...view, seen, settled };
}

describe('InterestCompanyPage', () => {
  it('lists the bookmarked companies as cards, 10 a page, each opening its profile', async () => {
    const { seen, router } = setup(12);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '관심 기업' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: '데모기업12' });
    expect(within(first).getByText('데모기업12의 한 줄 소개')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^데모기업\d+$/ })).toHaveLength(10);
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '총 12개',
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', pageSize: '10' }]);

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByRole('link', { name: '데모기업2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^데모기업\d+$/ })).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ page: '2', pageSize: '10' });

    // The profile's '목록' comes back here.
    await user.click(screen.getByRole('link', { name: '데모기업1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-info'));
    expect(router.state.location.search).toBe('?cmpy_no=1');
    expect(router.state.location.state).toEqual({ from: '/interest-company' });
  });

  it('says when there are none, with the way to the search', async () => {
    const { router } = setup(0);
    const user = userEvent.setup();
    expect(await screen.findByText('관심 기업이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '스타트업 검색' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-startup'));
  });

  it('tells a startup’s user the list is for investor firms, without asking for it', async () => {
    const { seen, settled } = setup(3, 'startup');
    await settled();
    expect(
      await screen.findByText('관심 기업은 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
