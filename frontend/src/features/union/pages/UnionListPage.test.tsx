import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { listItem } from '../test/fixtures';
import { UnionListPage } from './UnionListPage';

interface Seen {
  page: string | null;
  q: string | null;
  status: string | null;
}

/** Answers the list with `total` unions, 10 a page, and records every request's query. */
function setup(total: number) {
  const seen: Seen[] = [];
  server.use(
    http.get(api('/unions'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ page: params.get('page'), q: params.get('q'), status: params.get('status') });
      const page = Number(params.get('page') ?? '1');
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        (page - 1) * 10,
        page * 10,
      );
      return HttpResponse.json({
        items: ids.map((id) => listItem(id, id === 2 ? { status: 'E', progress: 1 } : {})),
        page,
        page_size: 10,
        total_count: total,
      });
    }),
  );
  renderRoutes(
    [
      { path: '/lp-invest-union-management/list', element: <UnionListPage /> },
      { path: '/lp-invest-union-management/detail/:fundIdx/apply', element: <p>상세 화면</p> },
    ],
    '/lp-invest-union-management/list',
  );
  return seen;
}

describe('UnionListPage', () => {
  it('lists unions with status badges, period, amounts and progress', async () => {
    setup(3);
    const row = (await screen.findByText('제1호 데모 개인투자조합')).closest('tr')!;
    expect(within(row).getByText('모집중')).toBeInTheDocument();
    expect(within(row).getByText('개인투자조합')).toBeInTheDocument();
    expect(within(row).getByText('2026.12.01 ~ 2026.12.31')).toBeInTheDocument();
    expect(within(row).getByText('3억원')).toBeInTheDocument();
    expect(within(row).getByText('1.5억원')).toBeInTheDocument();
    expect(within(row).getByText('50%')).toBeInTheDocument();
    const formed = screen.getByText('제2호 데모 개인투자조합').closest('tr')!;
    expect(within(formed).getByText('결성완료')).toBeInTheDocument();
    expect(within(formed).getByText('100%')).toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('shows pagination only with more than one page, and asks for page 2', async () => {
    const seen = setup(23);
    await screen.findByText('제1호 데모 개인투자조합');
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getAllByRole('button', { name: /^\d 페이지$/ })).toHaveLength(3);
    await userEvent.setup().click(within(nav).getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('제11호 데모 개인투자조합')).toBeInTheDocument();
    expect(seen.at(-1)?.page).toBe('2');
  });

  it('debounces the search and starts it again at page 1', async () => {
    const seen = setup(23);
    const user = userEvent.setup();
    await screen.findByText('제1호 데모 개인투자조합');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await screen.findByText('제21호 데모 개인투자조합');
    const before = seen.length;
    await user.type(screen.getByRole('textbox', { name: '조합명 검색' }), '데모');
    // Nothing is sent while typing (600 ms debounce), then one request for page 1.
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', q: '데모', status: null }), {
      timeout: 2000,
    });
    expect(seen.slice(before)).toHaveLength(1);
  });

  it('filters by status and opens a union on row click', async () => {
    const seen = setup(3);
    const user = userEvent.setup();
    await screen.findByText('제1호 데모 개인투자조합');
    await user.click(screen.getByText('모집중지'));
    await waitFor(() => expect(seen.at(-1)?.status).toBe('S'));
    await user.click(await screen.findByText('제3호 데모 개인투자조합'));
    expect(await screen.findByText('상세 화면')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup(0);
    expect(await screen.findByText('조합 목록이 없습니다.')).toBeInTheDocument();
  });
});
