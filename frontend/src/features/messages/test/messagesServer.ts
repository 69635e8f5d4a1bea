// The messages endpoints as the server answers them, over messages kept in memory: opening a
// received one marks it read, sending adds one, and the unread count follows. Also the startup
// search and profile the recipient picker asks. Every call is recorded for the tests.
import type { MessageDto } from '@/api/gen/messages';
import type { Me } from '@/entities/me';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

/** The demo firm (company 1) and a startup it writes with (company 7). */
export const FIRM = { id: 1, name: '데모투자파트너스' };
export const STARTUP = { id: 7, name: '데모기업7' };

export const startupMember: Me = {
  ...demoCeo,
  user_id: 70,
  name: '이대표',
  user_type: 'startup',
  member_type: 'member',
  company_id: STARTUP.id,
  company_name: STARTUP.name,
  company_kind: 'startup',
};

/** A message from `from` to `to` (the startup to the firm by default), unread. */
export const message = (
  id: number,
  patch: Partial<MessageDto> = {},
  from = STARTUP,
  to = FIRM,
): MessageDto => ({
  id,
  sender_company_id: from.id,
  sender_company_name: from.name,
  sender_name: from.id === FIRM.id ? '김데모' : '이대표',
  recipient_company_id: to.id,
  recipient_company_name: to.name,
  title: `메시지 ${id}`,
  body: 'IR 자료 잘 받았습니다.\n다음 주에 뵙겠습니다.',
  reply_to: null,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T01:30:00Z`,
  read_at: null,
  ...patch,
});

/** A message the firm sent to the startup. */
export const sentMessage = (id: number, patch: Partial<MessageDto> = {}) =>
  message(id, patch, FIRM, STARTUP);

export interface MessageCalls {
  lists: { folder: string | null; page: string | null; pageSize: string | null }[];
  reads: number[];
  unread: number;
  sends: { body: unknown; key: string | null }[];
  searches: (string | null)[];
  profiles: number[];
}

export function serveMessages({
  me = demoCeo,
  messages: initial = [message(1), sentMessage(2, { read_at: '2026-11-13T05:00:00Z' })],
  startups = [STARTUP, { id: 8, name: '넥스트랩' }],
}: {
  me?: Me;
  messages?: MessageDto[];
  startups?: { id: number; name: string }[];
} = {}): MessageCalls {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let messages = initial;
  const calls: MessageCalls = {
    lists: [],
    reads: [],
    unread: 0,
    sends: [],
    searches: [],
    profiles: [],
  };
  const mine = (item: MessageDto) =>
    item.sender_company_id === me.company_id || item.recipient_company_id === me.company_id;
  const received = (item: MessageDto) => item.recipient_company_id === me.company_id;
  const notFound = () => problem(404, 'message_not_found', '메시지를 찾을 수 없습니다.');
  const nameOf = (id: number) =>
    [FIRM, ...startups].find((company) => company.id === id)?.name ?? `기업 ${id}`;

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/messages/unread'), () => {
      calls.unread += 1;
      const count = messages.filter((item) => received(item) && !item.read_at).length;
      return HttpResponse.json({ unread_count: count });
    }),
    http.get(api('/messages'), ({ request }) => {
      const url = new URL(request.url);
      const folder = url.searchParams.get('folder');
      const number = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      calls.lists.push({
        folder,
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('page_size'),
      });
      const items = messages
        .filter((item) =>
          folder === 'sent' ? item.sender_company_id === me.company_id : received(item),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return HttpResponse.json({
        items: items.slice((number - 1) * size, number * size),
        page: number,
        page_size: size,
        total_count: items.length,
      });
    }),
    http.get(api('/messages/:id'), ({ params }) => {
      const id = Number(params.id);
      calls.reads.push(id);
      const found = messages.find((item) => item.id === id && mine(item));
      if (!found) return notFound();
      const opened =
        received(found) && !found.read_at ? { ...found, read_at: '2026-11-20T03:00:00Z' } : found;
      messages = messages.map((item) => (item.id === id ? opened : item));
      return HttpResponse.json(opened);
    }),
    http.post(api('/messages'), async ({ request }) => {
      const body = (await request.json()) as {
        recipient_company_id: number;
        title: string;
        body: string;
        reply_to?: number | null;
      };
      calls.sends.push({ body, key: request.headers.get('Idempotency-Key') });
      if (body.title.includes('금지어')) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'title', message: '제목에 쓸 수 없는 말이 있습니다.' },
        ]);
      }
      if (body.reply_to != null) {
        const original = messages.find((item) => item.id === body.reply_to);
        if (
          !original ||
          !received(original) ||
          original.sender_company_id !== body.recipient_company_id
        ) {
          return notFound();
        }
      }
      const to = { id: body.recipient_company_id, name: nameOf(body.recipient_company_id) };
      const created = message(
        100 + messages.length,
        {
          title: body.title,
          body: body.body,
          reply_to: body.reply_to ?? null,
          sender_name: me.name,
        },
        { id: me.company_id, name: me.company_name },
        to,
      );
      messages = [...messages, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/startups'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      calls.searches.push(q);
      const found = startups.filter((item) => !q || item.name.includes(q));
      return HttpResponse.json({
        items: found.map((item) => ({ ...item, one_line_intro: '', tags: [] })),
        page: 1,
        page_size: 20,
        total_count: found.length,
      });
    }),
    http.get(api('/startups/:startupId'), ({ params }) => {
      const id = Number(params.startupId);
      calls.profiles.push(id);
      const found = startups.find((item) => item.id === id);
      return found
        ? HttpResponse.json({ ...found, one_line_intro: '' })
        : problem(404, 'startup_not_found', '기업을 찾을 수 없습니다.');
    }),
  );
  return calls;
}
