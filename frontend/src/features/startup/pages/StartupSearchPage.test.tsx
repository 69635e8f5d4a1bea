import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyKindCode } from '@/api/gen/me';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { savedSearchOf, startupCard, startupPage } from '../test/fixtures';
import { StartupSearchPage } from './StartupSearchPage';

/** Each search's query string, without the paging every request carries. */
const filtersOf = (params: URLSearchParams) => {
  const copy = new URLSearchParams(params);
  copy.delete('page');
  copy.delete('page_size');
  return Object.fromEntries(copy);
};

/** The "총 N개" line (its number is a separate element). */
const totalLine = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

function setup(path = '/search-startup', total = 3, kind: CompanyKindCode = 'investor') {
  const seen: URLSearchParams[] = [];
  const suggested: (string | null)[] = [];
  server.use(
    http.get(api('/me'), () => HttpResponse.json({ ...demoCeo, company_kind: kind })),
    http.get(api('/startups'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      if (params.get('sales_min') === '900000000000') {
        return problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'sales_max', message: '매출액 범위의 최대값이 최소값보다 작습니다.' },
        ]);
      }
      const page = Number(params.get('page') ?? '1');
      const items = Array.from({ length: total }, (_, index) => index + 1)
        .slice((page - 1) * 10, page * 10)
        .map((id) => startupCard(id));
      return HttpResponse.json(startupPage(items, { page, total_count: total }));
    }),
    http.get(api('/startups/suggestions'), ({ request }) => {
      suggested.push(new URL(request.url).searchParams.get('q'));
      return HttpResponse.json([
        { id: 2, name: '데모기업2' },
        { id: 12, name: '데모기업12' },
      ]);
    }),
  );
  const view = renderRoutes(
    [
      { path: '/search-startup', element: <StartupSearchPage /> },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
    ],
    path,
  );
  return { ...view, seen, suggested };
}

describe('StartupSearchPage', () => {
  it('shows each company as a card with its labels, flags and figures, and the total', async () => {
    const { seen } = setup();
    const card = within(await screen.findByRole('link', { name: '데모기업1' }));
    expect(card.getByText('ICT서비스 · 서울 · 설립 2019.03.15')).toBeInTheDocument();
    expect(card.getByText('데모기업1의 한 줄 소개')).toBeInTheDocument();
    expect(card.getByText('#AI')).toBeInTheDocument();
    expect(card.getByText('벤처')).toBeInTheDocument();
    expect(card.getByText('후속투자')).toBeInTheDocument();
    expect(card.queryByText('TIPS')).not.toBeInTheDocument();
    expect(card.getByText('매출액 (2024년)')).toBeInTheDocument();
    expect(card.getByText('12.3억원')).toBeInTheDocument();
    expect(card.getByText('5억원')).toBeInTheDocument();
    expect(card.getByText('123.0억원')).toBeInTheDocument();
    expect(totalLine('총 3개')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!)).toEqual({ page: '1', page_size: '10' });
  });

  it('sends the chosen filters together, amounts in won, and keeps them in the address', async () => {
    const { seen, router } = setup();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    await user.click(screen.getByRole('checkbox', { name: '게임' }));
    await user.click(screen.getByRole('checkbox', { name: 'TIPS' }));
    await waitFor(() =>
      expect(filtersOf(seen.at(-1)!)).toEqual({ industries: 'game', tips: 'true' }),
    );
    await user.type(screen.getByRole('textbox', { name: '매출액 최소' }), '1.5');
    await waitFor(
      () =>
        expect(filtersOf(seen.at(-1)!)).toEqual({
          industries: 'game',
          tips: 'true',
          sales_min: '150000000',
        }),
      { timeout: 2000 },
    );
    // The typed amount is searched once, after the pause.
    expect(seen.filter((params) => params.has('sales_min'))).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'industries=game&salesMin=1.5&tips=1',
    );
  });

  it('starts from the filters in the address, as after a reload', async () => {
    const { seen } = setup(
      '/search-startup?q=데모&industries=game,bio_medical&regions=SD01&salesMax=10&foundedFrom=2019-01-01&venture=1',
    );
    await screen.findByRole('link', { name: '데모기업1' });
    expect(filtersOf(seen[0]!)).toEqual({
      q: '데모',
      industries: 'bio_medical,game',
      regions: 'SD01',
      sales_max: '1000000000',
      founded_from: '2019-01-01',
      venture: 'true',
    });
    expect(screen.getByRole('checkbox', { name: '게임' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '바이오/의료' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '벤처인증' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '매출액 최대' })).toHaveValue('10');
    expect(screen.getByLabelText('설립일 시작')).toHaveValue('2019-01-01');
    expect(screen.getByRole('combobox', { name: '기업명 검색' })).toHaveValue('데모');
  });

  it('clears every filter with 초기화', async () => {
    const { seen, router } = setup(
      '/search-startup?q=데모&industries=game&salesMin=2&tips=1&followOn=1',
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    expect(filtersOf(seen[0]!)).toEqual({
      q: '데모',
      industries: 'game',
      sales_min: '200000000',
      tips: 'true',
      follow_on: 'true',
    });
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(filtersOf(seen.at(-1)!)).toEqual({}));
    expect(seen.at(-1)!.get('page')).toBe('1');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: '게임' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TIPS' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '후속투자' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: '매출액 최소' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '기업명 검색' })).toHaveValue('');
  });

  it('follows the address when it changes under the page (a sidebar link, then back)', async () => {
    const { seen, router } = setup('/search-startup?q=데모&salesMin=2&tips=1');
    await screen.findByRole('link', { name: '데모기업1' });
    await act(() => router.navigate('/search-startup'));
    await waitFor(() => expect(filtersOf(seen.at(-1)!)).toEqual({}));
    expect(screen.getByRole('textbox', { name: '매출액 최소' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '기업명 검색' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'TIPS' })).not.toBeChecked();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('textbox', { name: '매출액 최소' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: '기업명 검색' })).toHaveValue('데모');
    expect(screen.getByRole('checkbox', { name: 'TIPS' })).toBeChecked();
    // Nothing typed is left waiting to overwrite the address.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: '데모',
      salesMin: '2',
      tips: '1',
    });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { seen } = setup('/search-startup', 23);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByRole('link', { name: '데모기업21' })).toBeInTheDocument();
    expect(seen.at(-1)!.get('page')).toBe('3');
    await user.click(screen.getByRole('checkbox', { name: '보육기업' }));
    await waitFor(() => expect(seen.at(-1)!.get('incubated')).toBe('true'));
    expect(seen.at(-1)!.get('page')).toBe('1');
  });

  it('keeps the page in the address, so the way back from a profile lands on it', async () => {
    const { seen, router } = setup('/search-startup?industries=game', 23);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(router.state.location.search).toBe('?industries=game&page=3'));
    // A card remembers this address for the profile's '목록' button.
    expect(await screen.findByRole('link', { name: '데모기업21' })).toBeInTheDocument();
    expect(seen.at(-1)!.get('page')).toBe('3');
  });

  it('opens on the page the address names', async () => {
    const { seen } = setup('/search-startup?page=2', 23);
    expect(await screen.findByRole('link', { name: '데모기업11' })).toBeInTheDocument();
    expect(seen[0]!.get('page')).toBe('2');
  });

  it('says so when no company matches', async () => {
    setup('/search-startup', 0);
    expect(await screen.findByText('등록된 기업자료가 없습니다')).toBeInTheDocument();
    expect(totalLine('총 0개')).toBeInTheDocument();
  });

  it('shows a refused range beside its filter', async () => {
    setup('/search-startup?salesMin=9000&salesMax=1');
    expect(
      await screen.findByText('매출액 범위의 최대값이 최소값보다 작습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('검색 조건을 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '매출액 최대' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('suggests names after the pause and searches the picked one', async () => {
    const { seen, suggested } = setup();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    await user.type(screen.getByRole('combobox', { name: '기업명 검색' }), '데모');
    // One request for the word, none per keystroke.
    await waitFor(() => expect(suggested).toEqual(['데모']), { timeout: 2000 });
    // jsdom lays nothing out, so the dropdown counts as detached (hidden): pick by keyboard.
    await waitFor(() =>
      expect(
        screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
      ).toContain('데모기업12'),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(seen.at(-1)!.get('q')).toBe('데모기업12'));
  });

  it('opens the profile from a card', async () => {
    const { router } = setup('/search-startup?tips=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '데모기업3' }));
    expect(await screen.findByText('기업 정보 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cmpy_no=3');
    expect(router.state.location.state).toEqual({ from: '/search-startup?tips=1' });
  });

  it('saves the current filters, amounts in won, and copies the saved search’s link', async () => {
    const { router } = setup('/search-startup?industries=game');
    const saves: { body: unknown; key: string | null }[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(api('/startup-searches'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push({ body, key: request.headers.get('Idempotency-Key') });
        await answered;
        return HttpResponse.json(savedSearchOf(7, body), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '데모기업1' });
    await user.type(screen.getByRole('textbox', { name: '매출액 최소' }), '1.5');
    await waitFor(() => expect(router.state.location.search).toContain('salesMin=1.5'), {
      timeout: 2000,
    });

    await user.click(await screen.findByRole('button', { name: '검색 저장' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // One save at a time: the button waits for the answer.
    expect(screen.getByRole('button', { name: '검색 저장' })).toBeDisabled();
    answer();
    const link = `${window.location.origin}/search-result/7`;
    expect(
      await screen.findByText(`검색 조건을 저장했습니다. 링크를 복사했습니다: ${link}`),
    ).toBeInTheDocument();
    expect(saves[0]!.body).toEqual({
      q: null,
      industries: ['game'],
      regions: [],
      sales_min: 150_000_000,
      sales_max: null,
      investment_min: null,
      investment_max: null,
      founded_from: null,
      founded_to: null,
      tips: false,
      venture: false,
      incubated: false,
      follow_on: false,
    });
    expect(saves[0]!.key).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/search-result/7');
    await waitFor(() => expect(screen.getByRole('button', { name: '검색 저장' })).toBeEnabled());

    // Other filters are another save, with a key of their own; the old link is gone.
    await user.click(screen.getByRole('checkbox', { name: 'TIPS' }));
    expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 저장' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.body).toMatchObject({ industries: ['game'], tips: true });
    expect(saves[1]!.key).toBeTruthy();
    expect(saves[1]!.key).not.toBe(saves[0]!.key);
  });

  it('says why a save failed', async () => {
    setup('/search-startup?salesMin=9&salesMax=1');
    server.use(
      http.post(api('/startup-searches'), () =>
        problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'sales_max', message: '매출액 범위의 최대값이 최소값보다 작습니다.' },
        ]),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '검색 저장' }));
    expect(await screen.findByText('검색을 저장하지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('매출액 범위의 최대값이 최소값보다 작습니다.')).toBeInTheDocument();
    // The error is set in onError, one render before the mutation stops pending.
    await waitFor(() => expect(screen.getByRole('button', { name: '검색 저장' })).toBeEnabled());
  });

  it('offers no 검색 저장 to a startup’s users (saved searches are an investor firm’s)', async () => {
    setup('/search-startup', 3, 'startup');
    await screen.findByRole('link', { name: '데모기업1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '검색 저장' })).not.toBeInTheDocument();
  });
});
