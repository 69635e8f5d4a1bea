import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { QueueEntryDto } from '../factCheckApi';
import { FactCheckQueuePage } from './FactCheckQueuePage';

const factChecker = { ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' } as const;

const entry = (id: number): QueueEntryDto => ({
  startup_id: id,
  name: `대기기업${id}`,
  items: ['FI01', 'FI03'],
  item_labels: ['기본 정보', '주주 현황'],
  // 01:30 UTC is 10:30 in Seoul.
  waiting_since: `2026-11-${String(id).padStart(2, '0')}T01:30:00Z`,
});

function setup(
  total: number,
  { me = factChecker, refuse = false }: { me?: typeof demoCeo; refuse?: boolean } = {},
) {
  const seen: { page: string | null; pageSize: string | null }[] = [];
  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/fact-check-queue'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ page: params.get('page'), pageSize: params.get('page_size') });
      if (refuse) return problem(403, 'fact_checker_only', '팩트체커만 검증할 수 있습니다.');
      const page = Number(params.get('page') ?? '1');
      const items = Array.from({ length: total }, (_, index) => index + 1)
        .slice((page - 1) * 10, page * 10)
        .map(entry);
      return HttpResponse.json({ items, page, page_size: 10, total_count: total });
    }),
  );
  const view = renderRoutes(
    [
      { path: '/fact-check', element: <FactCheckQueuePage /> },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
    ],
    '/fact-check',
  );
  return { ...view, seen };
}

describe('FactCheckQueuePage', () => {
  it('lists the waiting startups with their changed items, 10 a page', async () => {
    const { seen, router } = setup(12);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '팩트체크' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '검증 대기 기업' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['기업명', '변경 항목', '대기 시작', '검증']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    const row = within(within(table).getByRole('link', { name: '대기기업3' }).closest('tr')!);
    expect(row.getByText('기본 정보')).toBeInTheDocument();
    expect(row.getByText('주주 현황')).toBeInTheDocument();
    expect(row.getByText('2026.11.03 10:30')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '대기기업3 검증하기' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=3',
    );
    expect(row.getByRole('link', { name: '대기기업3' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=3',
    );
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '총 12개 기업',
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([{ page: '1', pageSize: '10' }]);

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('대기기업11')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', pageSize: '10' });
    expect(router.state.location.search).toBe('?page=2');

    // '검증하기' opens the profile; its '목록' comes back to this page of the queue.
    await user.click(screen.getByRole('link', { name: '대기기업12 검증하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-info'));
    expect(router.state.location.search).toBe('?cmpy_no=12');
    expect(router.state.location.state).toEqual({ from: '/fact-check?page=2' });
  });

  it('says when no startup is waiting', async () => {
    setup(0);
    expect(await screen.findByText('검증할 기업이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('tells anyone but a fact-checker the queue is not theirs, without asking for it', async () => {
    const { seen } = setup(3, { me: demoCeo });
    expect(
      await screen.findByText('팩트체크는 팩트체커만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the same message when the server refuses the queue', async () => {
    const { seen } = setup(3, { refuse: true });
    expect(
      await screen.findByText('팩트체크는 팩트체커만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
