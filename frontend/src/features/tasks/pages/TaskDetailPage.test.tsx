import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { autoTask, comment, serveTasks, task } from '../test/taskServer';
import { TaskDetailPage } from './TaskDetailPage';

const render = (id: number | string = 1) =>
  renderRoutes(
    [
      { path: '/task/detail', element: <TaskDetailPage /> },
      { path: '/task', element: <p>업무 목록 화면</p> },
    ],
    `/task/detail?id=${id}`,
  );

const written = task(1, {
  title: '결성총회 자료 준비',
  union_id: 2,
  union_name: '데모 2호 벤처투자조합',
  assignee: { user_id: 3, name: '박심사' },
  comment_count: 1,
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('TaskDetailPage', () => {
  it('shows the task with its facts and comments', async () => {
    serveTasks({
      tasks: [written],
      comments: { 1: [comment(7, '서류 확인했습니다.\n내일 보냅니다.')] },
    });
    render();
    expect(await screen.findByRole('heading', { name: '결성총회 자료 준비' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '할 일' })).toBeChecked();
    expect(within(fact('조합') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/2',
    );
    expect(fact('마감일')).toHaveTextContent('2026.12.10');
    expect(fact('만든 사람')).toHaveTextContent('김데모');
    expect(fact('만든 날')).toHaveTextContent('2026.11.25 09:00');
    expect(fact('완료한 날')).toHaveTextContent('-');
    expect(screen.getByText(/규약안과 출자자 명부를 정리합니다\./)).toHaveTextContent(
      '규약안과 출자자 명부를 정리합니다. 총회 전까지 공유해 주세요.',
    );
    // The task's own assignee at once, then as the members list names them.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '담당자' })).toHaveValue(
        '박심사 (user3@johap.kr)',
      ),
    );
    const comments = screen.getByRole('region', { name: '댓글 1' });
    expect(within(comments).getByText('박심사')).toBeInTheDocument();
    expect(within(comments).getByText('2026.11.26 14:10')).toBeInTheDocument();
    expect(within(comments).getByText(/서류 확인했습니다\./)).toHaveStyle({
      whiteSpace: 'pre-wrap',
    });
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(screen.queryByText('자동으로 만든 업무')).toBeNull();
  });

  it('saves another status at once, sending the whole task', async () => {
    const calls = serveTasks({ tasks: [written] });
    render();
    await screen.findByRole('heading', { name: '결성총회 자료 준비' });
    await userEvent.setup().click(screen.getByRole('radio', { name: '완료' }));
    expect(await screen.findByText("'완료' 상태로 바꿨습니다.")).toBeInTheDocument();
    expect(calls.updates).toEqual([
      {
        id: 1,
        body: {
          title: '결성총회 자료 준비',
          description: '규약안과 출자자 명부를 정리합니다.\n총회 전까지 공유해 주세요.',
          union_id: 2,
          due_on: '2026-12-10',
          assignee_id: 3,
          status: 'done',
        },
      },
    ]);
    expect(screen.getByRole('radio', { name: '완료' })).toBeChecked();
    await waitFor(() => expect(fact('완료한 날')).toHaveTextContent('2026.11.27 10:00'));
  });

  it('gives the task to another member at once', async () => {
    const calls = serveTasks({ tasks: [written] });
    render();
    const picker = await screen.findByRole('combobox', { name: '담당자' });
    await waitFor(() => expect(picker).toHaveValue('박심사 (user3@johap.kr)'));
    const user = userEvent.setup();
    await user.click(picker);
    const list = document.getElementById(picker.getAttribute('aria-controls') ?? '')!;
    await user.click(within(list).getByRole('option', { name: /김데모/, hidden: true }));
    expect(await screen.findByText('담당자를 바꿨습니다.')).toBeInTheDocument();
    expect(calls.updates).toEqual([
      { id: 1, body: expect.objectContaining({ assignee_id: 1, status: 'todo' }) },
    ]);
    await waitFor(() => expect(picker).toHaveValue('김데모 (demo@johap.kr)'));
  });

  it('edits the task in the modal, prefilled, keeping its status', async () => {
    const calls = serveTasks({
      tasks: [{ ...written, status: 'in_progress', status_label: '진행 중' }],
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '업무 수정' });
    const title = within(dialog).getByLabelText(/^제목/);
    expect(title).toHaveValue('결성총회 자료 준비');
    expect(title).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: '조합' })).toHaveValue(
      '데모 2호 벤처투자조합',
    );
    await user.clear(title);
    await user.type(title, '결성총회 자료 확정');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('업무를 수정했습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '결성총회 자료 확정' })).toBeInTheDocument();
    expect(calls.updates).toEqual([
      {
        id: 1,
        body: expect.objectContaining({ title: '결성총회 자료 확정', status: 'in_progress' }),
      },
    ]);
  });

  it("keeps an automatic task's title and union, offers no delete, and links to its work", async () => {
    const calls = serveTasks({ tasks: [autoTask(41)] });
    render(41);
    expect(
      await screen.findByRole('heading', { name: /제출 서류 검토 \(3건\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(fact('만든 사람')).toHaveTextContent('자동으로 만든 업무');
    expect(screen.getByRole('link', { name: '출자 신청 관리로 이동' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/1/apply',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '업무 수정' });
    expect(within(dialog).getByLabelText(/^제목/)).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: '조합' })).toBeDisabled();
    const description = within(dialog).getByLabelText(/^내용/);
    await user.clear(description);
    await user.type(description, '3건 중 1건 확인');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('업무를 수정했습니다.')).toBeInTheDocument();
    expect(calls.updates).toEqual([
      {
        id: 41,
        body: {
          title: '데모 1호 개인투자조합 제출 서류 검토 (3건)',
          description: '3건 중 1건 확인',
          union_id: 1,
          due_on: '2026-12-10',
          assignee_id: null,
          status: 'todo',
        },
      },
    ]);
  });

  it('links a late data request task to the request', async () => {
    serveTasks({
      tasks: [
        autoTask(42, {
          title: "자료 요청 '3분기 실적' 기한 경과 (2곳 미제출)",
          auto_kind: 'data_request_late',
          auto_ref: 9,
          union_id: null,
          union_name: null,
        }),
      ],
    });
    render(42);
    expect(await screen.findByRole('link', { name: '자료 요청으로 이동' })).toHaveAttribute(
      'href',
      '/data-requests/9',
    );
  });

  it('posts a comment and shows it', async () => {
    const calls = serveTasks({ tasks: [written] });
    render();
    await screen.findByRole('heading', { name: '결성총회 자료 준비' });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: '댓글' });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('댓글을 입력해주세요. (1,000자 이하)')).toBeInTheDocument();
    expect(calls.comments).toEqual([]);

    await user.type(box, ' 명부 받았습니다. ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('댓글을 등록했습니다.')).toBeInTheDocument();
    expect(calls.comments).toEqual([{ id: 1, body: { body: '명부 받았습니다.' } }]);
    const comments = await screen.findByRole('region', { name: '댓글 1' });
    expect(within(comments).getByText('명부 받았습니다.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('deletes a task written by hand once confirmed, back to the list', async () => {
    const calls = serveTasks({ tasks: [written] });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '업무 삭제' });
    expect(calls.deletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('업무 목록 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/task');
    expect(calls.deletes).toEqual([1]);
  });

  it('says so for an unknown task, with the way to the list', async () => {
    serveTasks({ tasks: [] });
    render(5);
    expect(await screen.findByText('업무를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '업무 목록으로' })).toHaveAttribute('href', '/task');
  });
});
