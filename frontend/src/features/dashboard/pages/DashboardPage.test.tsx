import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUserDto } from '@/api/gen/me';
import type { RankingsDto } from '@/api/gen/startups';
import type { TaskDto, TaskPage } from '@/api/gen/tasks';
import { meEndpoints } from '@/entities/me';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { ComingSoonProvider } from '@/shared/navigation/comingSoon';
import { overview } from '../test/overview';
import { DashboardPage } from './DashboardPage';

const rankings: RankingsDto = {
  risers: [
    { startup_id: 11, name: '알파테크', rate: '12.34' },
    { startup_id: 12, name: '베타랩스', rate: '0.00' },
  ],
  fallers: [{ startup_id: 13, name: '감마바이오', rate: '-3.10' }],
};

const dueTask = (id: number, patch: Partial<TaskDto> = {}): TaskDto => ({
  id,
  title: `업무 ${id}`,
  description: '',
  union_id: null,
  union_name: null,
  due_on: '2026-12-03',
  overdue: false,
  assignee: null,
  status: 'todo',
  status_label: '할 일',
  auto_kind: null,
  auto_ref: null,
  created_by: { user_id: 1, name: '김데모' },
  comment_count: 0,
  created_at: '2026-11-25T00:00:00Z',
  updated_at: '2026-11-25T00:00:00Z',
  completed_at: null,
  ...patch,
});

const taskPage = (items: TaskDto[], overdue = 0): TaskPage => ({
  items,
  page: 1,
  page_size: 5,
  total_count: items.length,
  counts: { open: items.length, mine: 0, overdue, done: 0 },
});

/**
 * The dashboard of `me`'s firm; counts the rankings and overview requests and records the tasks
 * asked.
 */
function serve(
  me: SessionUserDto = demoCeo,
  answer: () => Response = () => HttpResponse.json(rankings),
  tasks: TaskPage = taskPage([]),
  glance: () => Response = () => HttpResponse.json(overview()),
) {
  const calls = { rankings: 0, overview: 0, tasks: [] as string[] };
  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/dashboard'), () =>
      HttpResponse.json({
        company_name: me.company_name,
        company_kind: me.company_kind,
        active_member_count: 2,
        pending_member_count: 1,
      }),
    ),
    http.get(api('/startups/rankings'), () => {
      calls.rankings += 1;
      return answer();
    }),
    http.get(api('/tasks'), ({ request }) => {
      calls.tasks.push(new URL(request.url).search);
      return HttpResponse.json(tasks);
    }),
    http.get(api('/dashboard/overview'), () => {
      calls.overview += 1;
      return glance();
    }),
  );
  return calls;
}

function renderDashboard(isComingSoon: (path: string) => boolean = () => false) {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <ComingSoonProvider value={isComingSoon}>
            <DashboardPage />
          </ComingSoonProvider>
        ),
      },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
      { path: '/task/detail', element: <p>업무 상세 화면</p> },
      { path: '/data-requests/:requestId', element: <p>자료 요청 상세 화면</p> },
    ],
    '/dashboard',
  );
}

// jsdom lays nothing out, so the status donut's recharts container measures 0×0 and warns on
// every render: only that warning is dropped.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((message?: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.startsWith('The width(0) and height(0) of chart')) {
      return;
    }
    warn(message, ...rest);
  });
});

/** The rank table's rows without the header row. */
function bodyRows(title: string) {
  const table = screen.getByRole('table', { name: title });
  return within(table).getAllByRole('row').slice(1);
}

describe('DashboardPage', () => {
  it('labels as 준비 중 only the shortcuts whose screens the route table has not built', async () => {
    serve();
    renderDashboard((path) => path === '/report/status');
    const lp = await screen.findByRole('link', { name: /LP 관리/ });
    expect(within(lp).queryByText('준비 중')).not.toBeInTheDocument();
    const reports = screen.getByRole('link', { name: /보고서/ });
    expect(within(reports).getByText('준비 중')).toBeInTheDocument();
  });
});

describe('startup rankings', () => {
  it("shows an investor the month's risers and fallers: rank, name linking to the company, direction", async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText('최근 1개월 동안의 기업가치 변동률입니다.')).toBeInTheDocument();
    await screen.findByRole('table', { name: '기업가치 상승 TOP 10' });

    const [first, second] = bodyRows('기업가치 상승 TOP 10');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(within(first!).getByRole('link', { name: '알파테크' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=11',
    );
    expect(within(first!).getByText('상승')).toBeInTheDocument();
    expect(cells[2]).toHaveTextContent('12.34%');
    expect(cells[2]).toHaveTextContent('▲');

    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(within(second!).getByText('변동 없음')).toBeInTheDocument();
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('0.00%');

    const [fall] = bodyRows('기업가치 하락 TOP 10');
    expect(within(fall!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(fall!).getByRole('link', { name: '감마바이오' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=13',
    );
    expect(within(fall!).getByText('하락')).toBeInTheDocument();
    // The arrow tells the direction: the rate is shown without its sign.
    expect(within(fall!).getAllByRole('cell')[2]).toHaveTextContent(/▼\s*하락\s*3\.10%$/);
  });

  it("opens the company's page from its name", async () => {
    serve();
    const { router } = renderDashboard();
    await userEvent.setup().click(await screen.findByRole('link', { name: '감마바이오' }));
    expect(await screen.findByText('기업 정보 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-info');
    expect(router.state.location.search).toBe('?cmpy_no=13');
  });

  it("says '내용이 없습니다.' in a table without rows", async () => {
    serve(demoCeo, () => HttpResponse.json({ ...rankings, fallers: [] }));
    renderDashboard();
    const fallers = await screen.findByRole('region', { name: '기업가치 하락 TOP 10' });
    expect(await within(fallers).findByText('내용이 없습니다.')).toBeInTheDocument();
    expect(within(fallers).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '기업가치 상승 TOP 10' })).toHaveTextContent(
      '알파테크',
    );
  });

  it('shows a fact-checker the rankings', async () => {
    serve({ ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' });
    renderDashboard();
    expect(await screen.findByRole('link', { name: '알파테크' })).toBeInTheDocument();
  });

  it("neither asks for nor shows the rankings on a startup user's dashboard", async () => {
    const calls = serve({ ...demoCeo, user_type: 'startup', company_kind: 'startup' });
    const { store } = renderDashboard();
    await screen.findByTestId('company-name');
    // Once the user is known (the page's own GET /me), the page has decided about the rankings.
    await act(async () => {
      const me = store.dispatch(meEndpoints.endpoints.getMe.initiate());
      await me;
      me.unsubscribe();
    });
    expect(screen.queryByText('기업가치 상승 TOP 10')).not.toBeInTheDocument();
    expect(screen.queryByText('기업가치 하락 TOP 10')).not.toBeInTheDocument();
    expect(calls.rankings).toBe(0);
  });

  it('hides the section, without an error, when the server refuses it', async () => {
    const calls = serve(demoCeo, () =>
      problem(403, 'startup_search_not_allowed', '스타트업 검색 권한이 없습니다.'),
    );
    renderDashboard();
    await waitFor(() => expect(calls.rankings).toBe(1));
    await waitFor(() => expect(screen.queryByText('기업가치 상승 TOP 10')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('스타트업 검색 권한이 없습니다.')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads the tables', async () => {
    let fail = true;
    serve(demoCeo, () =>
      fail ? problem(500, 'internal', '잠시 후 다시 시도해 주세요.') : HttpResponse.json(rankings),
    );
    renderDashboard();
    expect(await screen.findByText('기업가치 순위를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '알파테크' })).toBeInTheDocument();
    expect(screen.queryByText('기업가치 순위를 불러오지 못했습니다.')).not.toBeInTheDocument();
  });
});

describe('마감 임박 업무', () => {
  it('lists the tasks due soon, late ones marked, with the way to the late tasks', async () => {
    const calls = serve(
      demoCeo,
      undefined,
      taskPage(
        [
          dueTask(4, {
            title: '납입 확인',
            due_on: '2026-11-20',
            overdue: true,
            assignee: { user_id: 3, name: '박심사' },
          }),
          dueTask(5, { title: '결성총회 자료 준비' }),
        ],
        1,
      ),
    );
    const { router } = renderDashboard();
    const tile = await screen.findByRole('region', { name: '마감 임박 업무' });
    const items = await within(tile).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: '납입 확인' })).toHaveAttribute(
      'href',
      '/task/detail?id=4',
    );
    expect(items[0]).toHaveTextContent('2026.11.20');
    expect(within(items[0]!).getByText('기한 지남')).toBeInTheDocument();
    expect(within(items[0]!).getByText('박심사')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2026.12.03');
    expect(within(items[1]!).queryByText('기한 지남')).toBeNull();
    expect(within(items[1]!).getByText('미지정')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: '전체 보기' })).toHaveAttribute(
      'href',
      '/task?view=overdue',
    );
    expect(calls.tasks).toEqual(['?view=due_soon&page=1&page_size=5']);

    await userEvent.setup().click(within(items[1]!).getByRole('link'));
    expect(await screen.findByText('업무 상세 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=5');
  });

  it('says when no task is due soon', async () => {
    serve();
    renderDashboard();
    const tile = await screen.findByRole('region', { name: '마감 임박 업무' });
    expect(await within(tile).findByText('마감이 다가오는 업무가 없습니다.')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/task');
  });

  it("is not on a startup user's dashboard", async () => {
    const calls = serve({ ...demoCeo, user_type: 'startup', company_kind: 'startup' });
    const { store } = renderDashboard();
    await screen.findByTestId('company-name');
    await act(async () => {
      const me = store.dispatch(meEndpoints.endpoints.getMe.initiate());
      await me;
      me.unsubscribe();
    });
    expect(screen.queryByText('마감 임박 업무')).toBeNull();
    expect(calls.tasks).toEqual([]);
  });
});

describe('한눈에 보기', () => {
  const region = (name: string) => screen.findByRole('region', { name });

  it('shows the money tiles in 억원 and 만원, the paid share, each opening the unions list', async () => {
    serve();
    renderDashboard();
    const applied = await screen.findByTestId('tile-출자 신청 금액');
    expect(applied).toHaveTextContent('15억원');
    expect(applied.closest('a')).toHaveAttribute('href', '/lp-invest-union-management/list');
    const paid = screen.getByTestId('tile-납입 완료');
    expect(paid).toHaveTextContent('9억원');
    expect(paid).toHaveTextContent('신청 금액의 60%');
    expect(within(paid).getByRole('progressbar', { name: '납입률 60%' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-미납 금액')).toHaveTextContent('6억원');
    expect(screen.getByTestId('tile-진행 중인 조합')).toHaveTextContent('3개');
  });

  it('counts the unions by status, each status opening the unions list', async () => {
    serve();
    renderDashboard();
    const card = await region('조합 현황');
    const list = within(card).getByRole('list', { name: '상태별 조합 수' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: '모집중 2개' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/list',
    );
    expect(within(list).getByRole('link', { name: '결성완료 3개' })).toBeInTheDocument();
    expect(within(card).getByRole('figure')).toHaveAccessibleName('상태별 조합 수, 전체 6개');
  });

  it('lists the unions being raised with their days left, raising and applicants', async () => {
    serve();
    renderDashboard();
    const card = await region('모집 현황');
    const [row] = within(card).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: '데모 7호 조합' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/7',
    );
    expect(within(row!).getByText('모집중')).toBeInTheDocument();
    expect(within(row!).getByText('D-3')).toBeInTheDocument();
    expect(row).toHaveTextContent('신청 4억원 / 목표 10억원 (40%)');
    expect(row).toHaveTextContent('납입 1.5억원 · 신청자 12명');
    const bar = within(row!).getByRole('group', { name: '데모 7호 조합 모집률 40%' });
    // Of the 10억원 target: 1.5억원 paid, 2.5억원 more applied.
    expect(within(bar).getByRole('progressbar', { name: '납입 완료' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    expect(within(bar).getByRole('progressbar', { name: '납입 대기' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(card).getByRole('link', { name: '전체 보기' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/list',
    );
    // One of the three: the card says the others are in the list.
    expect(card).toHaveTextContent('진행 중인 조합 3개 중 모집 마감이 가까운 1개입니다.');
  });

  it('shows the applicants in each of the five stages with their amounts', async () => {
    serve();
    renderDashboard();
    const card = await region('출자 신청 단계');
    const stages = within(card).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      '1단계심사중1명1억원',
      '2단계심사완료2명2억원',
      '3단계서류제출3명3억원',
      '4단계납입완료4명4억원',
      '5단계출자마감5명5억원',
    ]);
    expect(card).toHaveTextContent('전체 신청자 15명');
  });

  it('lists what waits, each opening where it is dealt with', async () => {
    serve();
    const { router } = renderDashboard();
    const card = await region('확인이 필요한 일');
    const [documents, late] = within(card).getAllByRole('listitem');
    expect(within(documents!).getByText('서류 검토')).toBeInTheDocument();
    expect(
      within(documents!).getByRole('link', { name: '데모 7호 조합 제출 서류 검토 (3건)' }),
    ).toHaveAttribute('href', '/lp-invest-union-management/detail/7/apply');
    expect(documents).toHaveTextContent('3건');
    expect(documents).not.toHaveTextContent('기한');
    expect(late).toHaveTextContent('2건');
    expect(late).toHaveTextContent('기한 2026.11.20');
    expect(within(card).getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/task');

    await userEvent.setup().click(within(late!).getByRole('link'));
    expect(await screen.findByText('자료 요청 상세 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-requests/9');
  });

  it('says calmly when nothing waits', async () => {
    serve(demoCeo, undefined, undefined, () =>
      HttpResponse.json(overview({ attention: [], recent_mailings: [] })),
    );
    renderDashboard();
    const card = await region('확인이 필요한 일');
    expect(within(card).getByText('확인이 필요한 일이 없습니다.')).toBeInTheDocument();
    expect(within(card).queryByRole('listitem')).toBeNull();
    const mails = screen.getByRole('region', { name: '최근 메일 발송' });
    expect(within(mails).getByText('최근 보낸 메일이 없습니다.')).toBeInTheDocument();
  });

  it("shows the latest mailings' delivery, each opening the union's mail history", async () => {
    serve();
    renderDashboard();
    const card = await region('최근 메일 발송');
    const [row] = within(card).getAllByRole('listitem');
    expect(within(row!).getByText('납입 요청')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: '출자금 납입 안내' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/7/communication',
    );
    // 01:30 UTC is 10:30 in Korea.
    expect(row).toHaveTextContent('데모 7호 조합 · 2026.11.25 10:30 · 수신자 10명');
    expect(row).toHaveTextContent('발송 8 / 실패 1 / 대기 1');
    expect(
      within(row!).getByRole('group', { name: '발송 8 / 실패 1 / 대기 1' }),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads the glance', async () => {
    let fail = true;
    serve(demoCeo, undefined, undefined, () =>
      fail
        ? problem(500, 'internal', '잠시 후 다시 시도해 주세요.')
        : HttpResponse.json(overview()),
    );
    renderDashboard();
    expect(await screen.findByText('한눈에 보기를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('tile-출자 신청 금액')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('tile-출자 신청 금액')).toHaveTextContent('15억원');
    expect(screen.queryByText('한눈에 보기를 불러오지 못했습니다.')).toBeNull();
  });

  it("neither asks for nor shows the glance on a startup user's dashboard", async () => {
    const calls = serve({ ...demoCeo, user_type: 'startup', company_kind: 'startup' });
    const { store } = renderDashboard();
    await screen.findByTestId('company-name');
    await act(async () => {
      const me = store.dispatch(meEndpoints.endpoints.getMe.initiate());
      await me;
      me.unsubscribe();
    });
    expect(screen.queryByText('확인이 필요한 일')).toBeNull();
    expect(screen.queryByTestId('tile-출자 신청 금액')).toBeNull();
    expect(calls.overview).toBe(0);
  });
});
