import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { savedSearchOf, startupCard, startupPage } from '../test/fixtures';
import { SavedSearchPage } from './SavedSearchPage';
import { StartupSearchPage } from './StartupSearchPage';

function setup(path: string) {
  const searched: URLSearchParams[] = [];
  const asked: string[] = [];
  server.use(
    http.get(api('/me'), () => HttpResponse.json({ ...demoCeo, company_kind: 'investor' })),
    http.get(api('/startup-searches/:searchId'), ({ params }) => {
      asked.push(String(params.searchId));
      return params.searchId === '7'
        ? HttpResponse.json(
            savedSearchOf(7, {
              industries: ['game', 'bio_medical'],
              sales_min: 150_000_000,
              founded_to: '2020-12-31',
              tips: true,
            }),
          )
        : problem(404, 'saved_search_not_found', '저장된 검색을 찾을 수 없습니다.');
    }),
    http.get(api('/startups'), ({ request }) => {
      searched.push(new URL(request.url).searchParams);
      return HttpResponse.json(startupPage([startupCard(1)]));
    }),
  );
  const view = renderRoutes(
    [
      { path: '/search-result/:id', element: <SavedSearchPage /> },
      { path: '/search-startup', element: <StartupSearchPage /> },
    ],
    path,
  );
  return { ...view, searched, asked };
}

describe('SavedSearchPage', () => {
  it('reopens a saved search as the search page with its filters', async () => {
    const { router, searched } = setup('/search-result/7');
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '데모기업1' });
    expect(router.state.location.pathname).toBe('/search-startup');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      industries: 'bio_medical,game',
      salesMin: '1.5',
      foundedTo: '2020-12-31',
      tips: '1',
    });
    expect(screen.getByRole('checkbox', { name: '게임' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '바이오/의료' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TIPS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '벤처인증' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: '매출액 최소' })).toHaveValue('1.5');
    expect(screen.getByLabelText('설립일 종료')).toHaveValue('2020-12-31');
    expect(searched.at(-1)!.get('sales_min')).toBe('150000000');
    expect(searched.at(-1)!.get('industries')).toBe('bio_medical,game');
    // The saved link replaced itself: back leaves instead of reopening it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the search is unknown (or another firm’s) and leads to the search', async () => {
    const { router } = setup('/search-result/8');
    expect(await screen.findByText('저장된 검색을 찾을 수 없습니다.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '스타트업 검색으로 이동' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-startup'));
  });

  it('asks nothing for an address that holds no search number', async () => {
    const { asked } = setup('/search-result/abc');
    expect(await screen.findByText('저장된 검색을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
