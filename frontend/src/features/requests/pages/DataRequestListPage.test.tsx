import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyKindCode } from '@/api/gen/me';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { requestPage, requestSummary } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/requestServer';
import { DataRequestListPage } from './DataRequestListPage';

function setup(total: number, kind: CompanyKindCode = 'investor') {
  const seen: { page: string | null; pageSize: string | null }[] = [];
  serveMe(kind);
  server.use(
    http.get(api('/data-requests'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ page: params.get('page'), pageSize: params.get('page_size') });
      const page = Number(params.get('page') ?? '1');
      const items = Array.from({ length: total }, (_, index) => total - index)
        .slice((page - 1) * 10, page * 10)
        .map((id) =>
          id === total
            ? requestSummary(id, { answered: 1, targets: 4, late: 2 })
            : requestSummary(id),
        );
      return HttpResponse.json(requestPage(items, { page, total_count: total }));
    }),
  );
  const view = renderRoutes(
    [
      { path: '/data-requests', element: <DataRequestListPage /> },
      { path: '/data-requests/new', element: <p>자료 요청하기 화면</p> },
      { path: '/data-requests/:requestId', element: <p>자료 요청 상세 화면</p> },
    ],
    '/data-requests',
  );
  return { ...view, seen };
}

/** The table row of the request titled `title`. */
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('DataRequestListPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('lists the requests with their progress, due date and late startups', async () => {
    const { seen } = setup(3);
    expect(await screen.findByRole('heading', { name: '자료 요청' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '자료 요청 3' });
    expect(seen).toEqual([{ page: '1', pageSize: '10' }]);

    const late = within(rowOf('자료 요청 3'));
    expect(late.getByText('응답 1/4')).toBeInTheDocument();
    expect(late.getByRole('progressbar', { name: '응답 1/4' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(late.getByText('기한 지남 2')).toBeInTheDocument();
    expect(late.getByText(requestSummary(3).ask.summary)).toBeInTheDocument();
    expect(late.getByText('2026.11.10')).toBeInTheDocument();
    // Due 2026-11-28, today 2026-11-25.
    expect(late.getByText('D-3')).toBeInTheDocument();
    expect(late.getByText('김데모')).toBeInTheDocument();

    const onTime = within(rowOf('자료 요청 2'));
    expect(onTime.getByText('응답 1/3')).toBeInTheDocument();
    expect(onTime.queryByText(/기한 지남/)).not.toBeInTheDocument();
  });

  it('pages through the requests, 10 a page, and opens one', async () => {
    const { seen, router } = setup(12);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: '자료 요청 12' });
    expect(screen.getAllByRole('link', { name: /^자료 요청 \d+$/ })).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByRole('link', { name: '자료 요청 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^자료 요청 \d+$/ })).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ page: '2', pageSize: '10' });

    await user.click(screen.getByRole('link', { name: '자료 요청 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-requests/1'));
  });

  it('says when none was sent, with the way to a new one', async () => {
    const { router } = setup(0);
    const user = userEvent.setup();
    expect(await screen.findByText('보낸 자료 요청이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '자료 요청하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-requests/new'));
  });

  it('tells a startup’s user the requests are for investor firms, without asking for them', async () => {
    const { seen } = setup(3, 'startup');
    expect(
      await screen.findByText('자료 요청은 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(screen.queryByRole('link', { name: '자료 요청하기' })).not.toBeInTheDocument();
  });
});
