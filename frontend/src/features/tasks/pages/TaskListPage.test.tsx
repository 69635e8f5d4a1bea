import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { autoTask, serveTasks, task } from '../test/taskServer';
import { TaskListPage } from './TaskListPage';

const render = (path = '/task') =>
  renderRoutes(
    [
      { path: '/task', element: <TaskListPage /> },
      { path: '/task/detail', element: <p>업무 상세 화면</p> },
    ],
    path,
  );

const rows = () =>
  within(screen.getByRole('table', { name: '업무 목록' }))
    .getAllByRole('row')
    .slice(1);

/** A picker's dropdown (its options count as hidden: the transition never ends under jsdom). */
const listOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-controls') ?? '')!;

async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, name: RegExp) {
  await user.click(input);
  await user.click(within(listOf(input)).getByRole('option', { name, hidden: true }));
}

const tasks = [
  task(1, {
    title: '결성총회 자료 준비',
    union_id: 2,
    union_name: '데모 2호 벤처투자조합',
    assignee: { user_id: 3, name: '박심사' },
    status: 'in_progress',
    status_label: '진행 중',
    comment_count: 2,
  }),
  autoTask(2, { due_on: '2026-11-20', overdue: true }),
  task(3, { title: '지난 분기 보고', status: 'done', status_label: '완료' }),
];

describe('TaskListPage', () => {
  it("lists the open tasks with each view's count", async () => {
    const calls = serveTasks({ tasks });
    render();
    await screen.findByRole('table', { name: '업무 목록' });
    expect(screen.getByRole('tab', { name: /진행 중인 업무\s*2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /내 업무\s*0/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /기한 지남\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /완료\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '전체' })).toBeInTheDocument();

    const [first, second] = rows();
    expect(rows()).toHaveLength(2);
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('진행 중');
    expect(within(first!).getByRole('link', { name: '결성총회 자료 준비' })).toHaveAttribute(
      'href',
      '/task/detail?id=1',
    );
    expect(cells[2]).toHaveTextContent('데모 2호 벤처투자조합');
    expect(cells[3]).toHaveTextContent('박심사');
    expect(cells[4]).toHaveTextContent('2026.12.10');
    expect(cells[4]).not.toHaveTextContent('기한 지남');
    expect(cells[5]).toHaveTextContent('2');
    expect(within(first!).queryByText('자동')).toBeNull();

    const auto = within(second!).getAllByRole('cell');
    expect(auto[0]).toHaveTextContent('할 일');
    expect(within(second!).getByText('자동')).toBeInTheDocument();
    expect(within(second!).getByText('(서류 검토)')).toBeInTheDocument();
    expect(auto[3]).toHaveTextContent('미지정');
    expect(auto[4]).toHaveTextContent('2026.11.20');
    expect(auto[4]).toHaveTextContent('기한 지남');
    expect(calls.lists).toEqual([{ view: 'open', q: null, page: '1', pageSize: '10' }]);
  });

  it('asks for another view when its tab is picked, and keeps it in the address', async () => {
    const calls = serveTasks({ tasks });
    const { router } = render();
    await screen.findByRole('table', { name: '업무 목록' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /기한 지남/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('제출 서류 검토');
    expect(router.state.location.search).toBe('?view=overdue');

    await user.click(screen.getByRole('tab', { name: '전체' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('?view=all');
    expect(calls.lists.map((call) => call.view)).toEqual(['open', 'overdue', 'all']);
  });

  it('opens the view, search and page the address names', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      task(index + 1, { status: 'done', status_label: '완료' }),
    );
    const calls = serveTasks({ tasks: many });
    render('/task?view=done&page=2');
    await screen.findByRole('table', { name: '업무 목록' });
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /완료/ })).toHaveAttribute('aria-selected', 'true');
    expect(calls.lists).toEqual([{ view: 'done', q: null, page: '2', pageSize: '10' }]);
  });

  it('searches the titles after the pause, from the first page', async () => {
    const calls = serveTasks({ tasks });
    const { router } = render();
    await screen.findByRole('table', { name: '업무 목록' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: '업무 제목 검색' }), '총회');
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 3000 });
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('총회')}`);
    expect(calls.lists.at(-1)).toEqual({ view: 'open', q: '총회', page: '1', pageSize: '10' });
  });

  it("says '업무가 없습니다.' when a view is empty", async () => {
    serveTasks({ tasks: [] });
    render();
    expect(await screen.findByText('업무가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a task from the modal, with its key, and lists it', async () => {
    const calls = serveTasks({ tasks });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '업무 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '업무 추가' });
    await user.type(within(dialog).getByLabelText(/^제목/), ' 출자자 명부 정리 ');
    await user.type(within(dialog).getByLabelText(/^내용/), '명부를 최신으로');
    await pick(user, within(dialog).getByRole('combobox', { name: '조합' }), /데모 1호/);
    await user.type(within(dialog).getByLabelText('마감일'), '2026-12-24');
    await pick(user, within(dialog).getByRole('combobox', { name: '담당자' }), /박심사/);
    await user.click(within(dialog).getByRole('button', { name: '추가' }));

    expect(await screen.findByText('업무를 추가했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.creates).toEqual([
      {
        body: {
          title: '출자자 명부 정리',
          description: '명부를 최신으로',
          union_id: 1,
          due_on: '2026-12-24',
          assignee_id: 3,
        },
        key: expect.any(String),
      },
    ]);
    expect(await screen.findByRole('link', { name: '출자자 명부 정리' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /진행 중인 업무\s*3/ })).toBeInTheDocument();
  });

  it('refuses a blank title without sending, and shows the server’s field messages', async () => {
    const calls = serveTasks({ tasks });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '업무 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '업무 추가' });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(
      await within(dialog).findByText('업무 제목을 입력해주세요. (100자 이하)'),
    ).toBeInTheDocument();
    expect(calls.creates).toEqual([]);

    const title = within(dialog).getByLabelText(/^제목/);
    await user.type(title, '금지어 업무');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(
      await within(dialog).findByText('업무 제목을 입력해주세요. (100자 이하)'),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: '업무 추가' })).toBeInTheDocument();
  });
});
