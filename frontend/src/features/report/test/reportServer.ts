// A small report server for the feature's tests: the firm's cards, the stored reports, their
// opinions, the unions the create form offers and the previous system's reports (read-only),
// kept in memory so writes show up on the next read. Every write is recorded (method, path,
// body, Idempotency-Key).
import type { InvestmentSourceDto } from '@/api/gen/investments';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type {
  LegacyReportDto,
  ReportBody,
  ReportCardDto,
  ReportDto,
  ReportOpinionDto,
} from '../api';
import { legacyCardOf } from '../legacy/test/fixtures';
import { cardOf, opinionOf } from './fixtures';

export interface Change {
  method: string;
  path: string;
  body?: unknown;
  key?: string | null;
}

const EMPTY_OPINION = '의견을 입력해 주세요.';
const SAVED_AT = '2026-07-03T02:00:00Z';

export function serveReports({
  cards = [],
  reports = [],
  opinions = {},
  sources = [],
  legacy = [],
}: {
  cards?: ReportCardDto[];
  reports?: ReportDto[];
  opinions?: Record<number, ReportOpinionDto[]>;
  sources?: InvestmentSourceDto[];
  /** The previous system's reports, newest first. */
  legacy?: LegacyReportDto[];
} = {}) {
  let listed = [...cards];
  const stored = new Map(reports.map((report) => [report.card.id, report]));
  const notes = new Map(Object.entries(opinions).map(([id, list]) => [Number(id), [...list]]));
  const changes: Change[] = [];
  let reads = { list: 0, opinions: 0 };
  // A creation waits here until the test lets the server answer.
  let releaseCreate: (() => void) | null = null;
  const nextId = () => Math.max(100, ...listed.map((card) => card.id)) + 1;

  const record = async (request: Request, path: string) => {
    const text = await request.text();
    changes.push({
      method: request.method,
      path,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
      ...(request.method === 'POST' ? { key: request.headers.get('Idempotency-Key') } : {}),
    });
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const notFound = () => problem(404, 'report_not_found', '보고서를 찾을 수 없습니다.');

  const saveOpinion = async (
    request: Request,
    path: string,
    reportId: number,
    unionId: number | null,
  ) => {
    const body = await record(request, path);
    if (!stored.has(reportId)) return notFound();
    const html = String(body.opinion ?? '');
    if (html === '<p></p>' || html.trim() === '') {
      return problem(422, 'validation_failed', EMPTY_OPINION, [
        { field: 'opinion', message: EMPTY_OPINION },
      ]);
    }
    const saved = opinionOf(html, { union_id: unionId, updated_at: SAVED_AT });
    const others = (notes.get(reportId) ?? []).filter((o) => (o.union_id ?? null) !== unionId);
    notes.set(reportId, [...others, saved]);
    return HttpResponse.json(saved, { status: request.method === 'POST' ? 201 : 200 });
  };
  const deleteOpinion = async (
    request: Request,
    path: string,
    reportId: number,
    unionId: number | null,
  ) => {
    await record(request, path);
    notes.set(
      reportId,
      (notes.get(reportId) ?? []).filter((o) => (o.union_id ?? null) !== unionId),
    );
    return new HttpResponse(null, { status: 204 });
  };

  server.use(
    http.get(api('/reports'), () => {
      reads.list += 1;
      return HttpResponse.json(listed);
    }),
    http.post(api('/reports'), async ({ request }) => {
      const body = (await record(request, '/reports')) as unknown as ReportBody;
      await new Promise<void>((resolve) => {
        releaseCreate = resolve;
      });
      const card = cardOf(nextId(), {
        title: body.title?.trim() || '투자 보고서',
        base_date: body.base_date,
        union_ids: body.union_ids ?? null,
        union_count: body.union_ids?.length ?? 3,
        created_at: '2026-11-25T03:00:00Z',
      });
      listed = [card, ...listed];
      return HttpResponse.json(card, { status: 201 });
    }),
    http.get(api('/reports/:id'), ({ params }) => {
      const report = stored.get(Number(params.id));
      return report ? HttpResponse.json(report) : notFound();
    }),
    http.patch(api('/reports/:id'), async ({ request, params }) => {
      const id = Number(params.id);
      const body = await record(request, `/reports/${id}`);
      const title = String(body.title ?? '').trim();
      if (title.length > 50) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'title', message: '보고서명은 50자 이내로 입력해 주세요.' },
        ]);
      }
      const card = listed.find((candidate) => candidate.id === id);
      if (!card) return notFound();
      const renamed = { ...card, title: title || '투자 보고서' };
      listed = listed.map((candidate) => (candidate.id === id ? renamed : candidate));
      const report = stored.get(id);
      if (report) stored.set(id, { ...report, card: renamed });
      return HttpResponse.json(renamed);
    }),
    http.delete(api('/reports/:id'), async ({ request, params }) => {
      const id = Number(params.id);
      await record(request, `/reports/${id}`);
      listed = listed.filter((card) => card.id !== id);
      stored.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/reports/:id/opinions'), ({ params }) => {
      reads.opinions += 1;
      const id = Number(params.id);
      return stored.has(id) ? HttpResponse.json(notes.get(id) ?? []) : notFound();
    }),
    http.post(api('/reports/:id/opinion'), ({ request, params }) =>
      saveOpinion(request, `/reports/${String(params.id)}/opinion`, Number(params.id), null),
    ),
    http.put(api('/reports/:id/opinion'), ({ request, params }) =>
      saveOpinion(request, `/reports/${String(params.id)}/opinion`, Number(params.id), null),
    ),
    http.delete(api('/reports/:id/opinion'), ({ request, params }) =>
      deleteOpinion(request, `/reports/${String(params.id)}/opinion`, Number(params.id), null),
    ),
    http.post(api('/reports/:id/unions/:unionId/opinion'), ({ request, params }) =>
      saveOpinion(
        request,
        `/reports/${String(params.id)}/unions/${String(params.unionId)}/opinion`,
        Number(params.id),
        Number(params.unionId),
      ),
    ),
    http.put(api('/reports/:id/unions/:unionId/opinion'), ({ request, params }) =>
      saveOpinion(
        request,
        `/reports/${String(params.id)}/unions/${String(params.unionId)}/opinion`,
        Number(params.id),
        Number(params.unionId),
      ),
    ),
    http.delete(api('/reports/:id/unions/:unionId/opinion'), ({ request, params }) =>
      deleteOpinion(
        request,
        `/reports/${String(params.id)}/unions/${String(params.unionId)}/opinion`,
        Number(params.id),
        Number(params.unionId),
      ),
    ),
    // The union picker reads the list; the totals beside it are not what these tests look at.
    http.get(api('/investment-sources'), () =>
      HttpResponse.json({
        base_date: '2026-11-25',
        sources,
        total: sources[0]?.total ?? null,
        xirr: null,
      }),
    ),
    http.get(api('/legacy-reports'), () => HttpResponse.json(legacy.map(legacyCardOf))),
    http.get(api('/legacy-reports/:no'), ({ params }) => {
      const found = legacy.find((report) => report.rpt_mng_no === Number(params.no));
      return found
        ? HttpResponse.json(found)
        : problem(404, 'legacy_report_not_found', '이전 보고서를 찾을 수 없습니다.');
    }),
  );

  return {
    changes: () => changes,
    reads: () => reads,
    resetReads: () => {
      reads = { list: 0, opinions: 0 };
    },
    /** Lets the waiting creation answer (201 with its card). */
    finishCreate: () => releaseCreate?.(),
  };
}
