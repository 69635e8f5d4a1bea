// The tasks endpoints as the server answers them, over tasks kept in memory: the views and their
// counts, creating (a blank title refused), editing (an automatic task's title and union kept),
// deleting (never an automatic task) and commenting. Also the firm's approved members and its
// unions the forms offer. Every call is recorded for the tests.
import type { TaskCommentDto, TaskDto } from '@/api/gen/tasks';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const MEMBERS = [
  { user_id: 1, name: '김데모', email: 'demo@johap.kr' },
  { user_id: 3, name: '박심사', email: 'user3@johap.kr' },
];
export const UNIONS = [
  { id: 1, name: '데모 1호 개인투자조합' },
  { id: 2, name: '데모 2호 벤처투자조합' },
];

const person = (userId: number) => {
  const member = MEMBERS.find((item) => item.user_id === userId)!;
  return { user_id: member.user_id, name: member.name };
};

/** A task written by 김데모, to do, due 2026-12-10, without union or assignee. */
export const task = (id: number, patch: Partial<TaskDto> = {}): TaskDto => ({
  id,
  title: `업무 ${id}`,
  description: '규약안과 출자자 명부를 정리합니다.\n총회 전까지 공유해 주세요.',
  union_id: null,
  union_name: null,
  due_on: '2026-12-10',
  overdue: false,
  assignee: null,
  status: 'todo',
  status_label: '할 일',
  auto_kind: null,
  auto_ref: null,
  created_by: person(1),
  comment_count: 0,
  created_at: '2026-11-25T00:00:00Z',
  updated_at: '2026-11-25T00:00:00Z',
  completed_at: null,
  ...patch,
});

/** The product's task: the union's submitted documents to review. */
export const autoTask = (id: number, patch: Partial<TaskDto> = {}): TaskDto =>
  task(id, {
    title: '데모 1호 개인투자조합 제출 서류 검토 (3건)',
    description: '출자 신청자가 서류를 제출했습니다.',
    union_id: 1,
    union_name: '데모 1호 개인투자조합',
    auto_kind: 'documents_to_review',
    auto_ref: 1,
    created_by: null,
    ...patch,
  });

export const comment = (id: number, body: string): TaskCommentDto => ({
  id,
  author: person(3),
  body,
  created_at: '2026-11-26T05:10:00Z',
});

const LABELS: Record<string, string> = { todo: '할 일', in_progress: '진행 중', done: '완료' };

export interface TaskCalls {
  lists: Record<string, string | null>[];
  creates: { body: unknown; key: string | null }[];
  updates: { id: number; body: Record<string, unknown> }[];
  deletes: number[];
  comments: { id: number; body: unknown }[];
}

export function serveTasks({
  tasks: initial = [task(1)],
  comments: initialComments = {},
}: {
  tasks?: TaskDto[];
  comments?: Record<number, TaskCommentDto[]>;
} = {}): TaskCalls {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let tasks = initial;
  const comments = { ...initialComments };
  const calls: TaskCalls = { lists: [], creates: [], updates: [], deletes: [], comments: [] };
  const notFound = () => problem(404, 'task_not_found', '업무를 찾을 수 없습니다.');
  const open = (item: TaskDto) => item.status !== 'done';
  const inView = (view: string) => (item: TaskDto) => {
    switch (view) {
      case 'mine':
        return open(item) && item.assignee?.user_id === demoCeo.user_id;
      case 'overdue':
        return item.overdue;
      case 'due_soon':
        return open(item) && item.due_on !== null;
      case 'done':
        return !open(item);
      case 'all':
        return true;
      default:
        return open(item);
    }
  };
  const titleError = (title: string) =>
    problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
      { field: 'title', message: title },
    ]);

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(demoCeo)),
    http.get(api('/company/members'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const items = (status === 'c' ? MEMBERS : []).map((member) => ({
        ...member,
        phone: '01012345678',
        role: member.user_id === 1 ? 'ceo' : 'staff',
        group_status: 'c',
        joined_at: '2026-01-01T00:00:00Z',
      }));
      return HttpResponse.json({ items, page: 1, page_size: 100, total_count: items.length });
    }),
    http.get(api('/unions'), () =>
      HttpResponse.json({
        items: UNIONS.map((union) => ({
          ...union,
          status: 'R',
          fund_type: '2',
          applied_amount: 0,
          target_amount: 100_000_000,
          progress: 0,
          recruitment_start_date: '2026-11-01',
          recruitment_end_date: '2026-12-31',
        })),
        page: 1,
        page_size: 100,
        total_count: UNIONS.length,
      }),
    ),
    http.get(api('/tasks'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push({
        view: params.get('view'),
        q: params.get('q'),
        page: params.get('page'),
        pageSize: params.get('page_size'),
      });
      const q = params.get('q') ?? '';
      const number = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 20);
      const found = tasks.filter(inView(params.get('view') ?? 'open'));
      const items = found.filter((item) => item.title.includes(q));
      return HttpResponse.json({
        items: items.slice((number - 1) * size, number * size),
        page: number,
        page_size: size,
        total_count: items.length,
        counts: {
          open: tasks.filter(inView('open')).length,
          mine: tasks.filter(inView('mine')).length,
          overdue: tasks.filter(inView('overdue')).length,
          done: tasks.filter(inView('done')).length,
        },
      });
    }),
    http.post(api('/tasks'), async ({ request }) => {
      const body = (await request.json()) as {
        title: string;
        description: string;
        union_id: number | null;
        due_on: string | null;
        assignee_id: number | null;
      };
      calls.creates.push({ body, key: request.headers.get('Idempotency-Key') });
      if (body.title.includes('금지어'))
        return titleError('업무 제목을 입력해주세요. (100자 이하)');
      if (body.assignee_id === 99) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'assignee_id', message: '담당자는 회사의 승인된 구성원 중에서 골라주세요.' },
        ]);
      }
      const created = task(100 + tasks.length, {
        title: body.title,
        description: body.description,
        union_id: body.union_id,
        union_name: UNIONS.find((union) => union.id === body.union_id)?.name ?? null,
        due_on: body.due_on,
        assignee: body.assignee_id ? person(body.assignee_id) : null,
      });
      tasks = [...tasks, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/tasks/:id'), ({ params }) => {
      const id = Number(params.id);
      const found = tasks.find((item) => item.id === id);
      if (!found) return notFound();
      return HttpResponse.json({ task: found, comments: comments[id] ?? [] });
    }),
    http.put(api('/tasks/:id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown> & {
        title: string;
        status: string;
      };
      calls.updates.push({ id, body });
      const found = tasks.find((item) => item.id === id);
      if (!found) return notFound();
      if (found.auto_kind && (body.title !== found.title || body.union_id !== found.union_id)) {
        return titleError('자동으로 만든 업무는 제목과 조합을 바꿀 수 없습니다.');
      }
      const assigneeId = body.assignee_id as number | null;
      const unionId = body.union_id as number | null;
      const updated: TaskDto = {
        ...found,
        title: body.title,
        description: body.description as string,
        union_id: unionId,
        union_name: UNIONS.find((union) => union.id === unionId)?.name ?? null,
        due_on: body.due_on as string | null,
        assignee: assigneeId ? person(assigneeId) : null,
        status: body.status,
        status_label: LABELS[body.status] ?? body.status,
        overdue: body.status === 'done' ? false : found.overdue,
        completed_at: body.status === 'done' ? '2026-11-27T01:00:00Z' : null,
      };
      tasks = tasks.map((item) => (item.id === id ? updated : item));
      return HttpResponse.json(updated);
    }),
    http.delete(api('/tasks/:id'), ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push(id);
      const found = tasks.find((item) => item.id === id);
      if (!found) return notFound();
      if (found.auto_kind) {
        return problem(
          409,
          'task_automatic',
          '자동으로 만든 업무는 삭제할 수 없습니다. 처리가 끝나면 저절로 완료됩니다.',
        );
      }
      tasks = tasks.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/tasks/:id/comments'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as { body: string };
      calls.comments.push({ id, body });
      if (body.body.includes('금지어')) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'body', message: '댓글을 입력해주세요. (1,000자 이하)' },
        ]);
      }
      const created = { ...comment(500 + calls.comments.length, body.body), author: person(1) };
      comments[id] = [...(comments[id] ?? []), created];
      tasks = tasks.map((item) =>
        item.id === id ? { ...item, comment_count: item.comment_count + 1 } : item,
      );
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return calls;
}
