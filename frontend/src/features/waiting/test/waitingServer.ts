// The waiting-list endpoints as the server answers them, over entries kept in memory: a
// registration joins the queue, an onboarding moves the entry to the onboarded list. Every call
// is recorded for the tests.
import type { WaitingEntryDto } from '@/api/gen/operator';
import type { WaitingStanding } from '@/api/gen/waiting';
import type { Me } from '@/entities/me';
import { formatBusinessNumber } from '@/shared/format';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const entry = (id: number, patch: Partial<WaitingEntryDto> = {}): WaitingEntryDto => ({
  id,
  company_name: `대기회사${id}`,
  business_number: `123-45-${String(67890 + id).padStart(5, '0')}`,
  company_kind: 'investor',
  company_kind_label: '투자사',
  contact_name: '김담당',
  email: `contact${id}@example.com`,
  phone: '010-1234-5678',
  note: '',
  status: 'waiting',
  status_label: '대기 중',
  position: id,
  created_at: '2026-11-20T01:00:00Z',
  onboarded_at: null,
  notified_at: null,
  ...patch,
});

export const MAIL_FAILED = '이용 안내 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.';

export interface WaitingCalls {
  registers: unknown[];
  standings: string[];
  lists: { status: string | null; page: string | null }[];
  onboards: number[];
}

export function serveWaiting({
  me = demoCeo,
  loggedIn = false,
  entries: initial = [],
  standing,
  registerAnswer,
  mailFails = () => false,
  registerGate,
}: {
  me?: Me;
  loggedIn?: boolean;
  entries?: WaitingEntryDto[];
  /** The lookup's answer; by default read from the entries. */
  standing?: WaitingStanding | ((number: string) => Response | WaitingStanding);
  /** Answers the registration instead of taking it into the queue. */
  registerAnswer?: () => Response;
  /** Whether onboarding this entry fails to send its mail (502, the entry onboarded anyway). */
  mailFails?: (id: number) => boolean;
  /** Registrations are answered once this settles. */
  registerGate?: Promise<void>;
} = {}): WaitingCalls {
  if (loggedIn) window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let entries = initial;
  const calls: WaitingCalls = { registers: [], standings: [], lists: [], onboards: [] };

  const queueOf = () => entries.filter((item) => item.status === 'waiting');

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.post(api('/waiting-list'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.registers.push(body);
      await registerGate;
      if (registerAnswer) return registerAnswer();
      const created = entry(100 + entries.length, {
        company_name: body.company_name,
        business_number: formatBusinessNumber(body.business_number),
        position: queueOf().length + 1,
        created_at: '2026-11-21T02:00:00Z',
      });
      entries = [...entries, created];
      const { company_name, business_number, position, created_at } = created;
      return HttpResponse.json(
        { company_name, business_number, position, created_at },
        { status: 201 },
      );
    }),
    http.get(api('/waiting-list/standing'), ({ request }) => {
      const number = new URL(request.url).searchParams.get('business_number') ?? '';
      calls.standings.push(number);
      if (typeof standing === 'function') {
        const answer = standing(number);
        return answer instanceof Response ? answer : HttpResponse.json(answer);
      }
      if (standing) return HttpResponse.json(standing);
      const found = entries.find((item) => item.business_number === formatBusinessNumber(number));
      if (!found) return HttpResponse.json({ standing: 'none' });
      return HttpResponse.json({
        standing: found.status,
        position: found.position,
        registered_at: found.created_at,
      });
    }),
    http.get(api('/operator/waiting-list'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      calls.lists.push({ status, page: url.searchParams.get('page') });
      if (!me.operator) return problem(403, 'operator_only', '운영팀만 사용할 수 있습니다.');
      const items = entries.filter((item) => item.status === (status ?? 'waiting'));
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      return HttpResponse.json({
        items: items.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total_count: items.length,
      });
    }),
    http.post(api('/operator/waiting-list/:id/onboard'), ({ params }) => {
      const id = Number(params.id);
      calls.onboards.push(id);
      const failed = mailFails(id);
      const onboarded = {
        ...entries.find((item) => item.id === id)!,
        status: 'onboarded' as const,
        status_label: '이용 안내 완료',
        position: null,
        onboarded_at: '2026-11-22T03:00:00Z',
        notified_at: failed ? null : '2026-11-22T03:00:01Z',
      };
      entries = entries.map((item) => (item.id === id ? onboarded : item));
      return failed
        ? problem(502, 'waiting_mail_failed', MAIL_FAILED)
        : HttpResponse.json(onboarded);
    }),
  );
  return calls;
}
