// The startup's own side as the server answers it, for the own company screens' tests: who the
// user is, its profile (or none yet), the three saves and a year's removal, the list of stored
// years (the profile's and the older ones the test adds), the figures sheet's download and
// import, the file rules, the documents' uploads and deletes and the logo's and photo's, the news
// items' adds and deletes (each change answering the profile it leaves, or a refusal the test
// sets), and the update history. Every request is recorded with its body (an upload's: how many
// file parts it sent).
import type { SessionUserDto } from '@/api/gen/me';
import type { StartupFileRulesDto } from '@/api/gen/startupFiles';
import type {
  CompanyDocumentCode,
  NewsBody,
  NewsItemDto,
  RevisionDto,
  StartupProfileDto,
} from '@/api/gen/startups';
import type { StoredYear } from '@/features/startup/figures';
import { fileRules, startupDocument, startupProfile } from '@/features/startup/test/fixtures';
import { demoCeo } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A stored year with a few lines filled in and the rest blank. */
export const storedYear = (
  year: number,
  balance: Partial<StoredYear['balance']> = {},
  income: Partial<StoredYear['income']> = {},
): StoredYear => ({ year, balance: { year, ...balance }, income: { year, ...income } });

/** A news item published on `published_on`. */
export const newsItem = (
  id: number,
  title: string,
  extra: Partial<NewsItemDto> = {},
): NewsItemDto => ({
  id,
  title,
  url: `https://news.example.kr/articles/${id}`,
  publisher: '테크데일리',
  published_on: '2026-11-02',
  ...extra,
});

export const startupMember: SessionUserDto = {
  ...demoCeo,
  user_id: 4,
  email: 'startup@johap.kr',
  name: '최창업',
  user_type: 'startup',
  member_type: 'member',
  company_id: 7,
  company_name: '데모기업7',
  company_kind: 'startup',
};

export interface OwnCall {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

export const revision = (index: number, extra: Partial<RevisionDto> = {}): RevisionDto => ({
  changed_at: `2026-11-${String(25 - (index % 20)).padStart(2, '0')}T02:30:00Z`,
  author_name: '최창업',
  items: ['FI03'],
  item_labels: ['주주 현황'],
  ...extra,
});

export function serveOwn({
  me = startupMember,
  profile,
  refuse = null,
  history = [],
  rules = fileRules(),
  olderYears = [],
}: {
  me?: SessionUserDto;
  /** null: the company has no profile yet (404 startup_not_found). */
  profile: StartupProfileDto | null;
  /** The answer to the next change, instead of the saved profile. */
  refuse?: Refusal | null;
  history?: RevisionDto[];
  rules?: StartupFileRulesDto;
  /** Years stored besides the three the profile reports (only the list of years has them). */
  olderYears?: StoredYear[];
}) {
  const calls: OwnCall[] = [];
  const state = {
    profile,
    refuse,
    /** Set it to hold the uploads and news adds until it resolves (to see them under way). */
    gate: null as Promise<void> | null,
    /**
     * The names the next uploaded documents are stored under, in order: under jsdom a multipart
     * part reaches the mock without its file name (it arrives as 'blob').
     */
    storedNames: [] as string[],
    older: olderYears,
    /** The profile the next import answers (else the current one, unchanged). */
    imported: null as StartupProfileDto | null,
  };
  /** Every stored year: the profile's with a line reported, and the older ones. */
  const storedYears = (): StoredYear[] => {
    const current = state.profile;
    const years = new Set<number>();
    for (const sheet of [
      ...(current?.balance_sheets ?? []),
      ...(current?.income_statements ?? []),
    ]) {
      const { year, ...lines } = sheet;
      if (year !== undefined && Object.values(lines).some((line) => line !== null)) years.add(year);
    }
    const fromProfile = [...years].map((year) => ({
      year,
      balance: current?.balance_sheets.find((sheet) => sheet.year === year) ?? { year },
      income: current?.income_statements.find((sheet) => sheet.year === year) ?? { year },
    }));
    return [...state.older.filter((old) => !years.has(old.year)), ...fromProfile];
  };
  let nextDocument = 100;
  let nextNews = 500;
  let nextToken = 1;
  /** Records an upload with the number of file parts it sent, once the gate (if any) opens. */
  const recordUpload = async (request: Request) => {
    const url = new URL(request.url);
    const parts = (await request.formData()).getAll('file').length;
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.search,
      body: { parts },
    });
    await state.gate;
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const call: OwnCall = {
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.search,
    };
    if (request.method === 'PUT' || request.method === 'POST') call.body = await request.json();
    calls.push(call);
  };
  const answer = (change: (current: StartupProfileDto) => StartupProfileDto) => {
    if (state.refuse) {
      const { status, code, message, errors } = state.refuse;
      state.refuse = null;
      return problem(status, code, message, errors);
    }
    // A first save makes a profile of what the company has (its card) and nothing else yet.
    const first = () =>
      startupProfile({ shareholders: [], balance_sheets: [], income_statements: [] });
    state.profile = change(state.profile ?? first());
    return HttpResponse.json(state.profile);
  };

  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/startups/:startupId'), async ({ request }) => {
      await record(request);
      return state.profile
        ? HttpResponse.json(state.profile)
        : problem(404, 'startup_not_found', '기업을 찾을 수 없습니다.');
    }),
    http.put(api('/startups/:startupId/profile'), async ({ request }) => {
      await record(request);
      const body = calls[calls.length - 1]?.body as { one_line_intro: string };
      return answer((current) => ({
        ...current,
        one_line_intro: body.one_line_intro,
        updated_at: '2026-11-26T01:00:00Z',
      }));
    }),
    http.put(api('/startups/:startupId/shareholders'), async ({ request }) => {
      await record(request);
      const body = calls[calls.length - 1]?.body as {
        shareholders: StartupProfileDto['shareholders'];
      };
      return answer((current) => ({ ...current, shareholders: body.shareholders }));
    }),
    http.get(api('/startups/:startupId/figures'), async ({ request }) => {
      await record(request);
      const years = storedYears().sort((a, b) => a.year - b.year);
      return HttpResponse.json({
        years: years.map(({ balance, income }) => ({ balance, income })),
      });
    }),
    http.get(api('/startups/:startupId/figures.xlsx'), async ({ request }) => {
      await record(request);
      return new HttpResponse(new Uint8Array([80, 75, 5, 6]), {
        headers: {
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="figures.xlsx"; filename*=UTF-8''%EC%9E%AC%EB%AC%B4%EC%A0%9C%ED%91%9C.xlsx`,
        },
      });
    }),
    http.post(api('/startups/:startupId/figures/import'), async ({ request }) => {
      await recordUpload(request);
      const imported = state.imported;
      return answer((current) => imported ?? current);
    }),
    http.put(api('/startups/:startupId/figures/:year'), async ({ request, params }) => {
      await record(request);
      const year = Number(params.year);
      const body = calls[calls.length - 1]?.body as Omit<StoredYear, 'year'>;
      // The profile keeps its own three years; any other saved year joins the older ones.
      const reported = (state.profile?.balance_sheets ?? []).some((sheet) => sheet.year === year);
      if (!state.refuse && !reported) {
        state.older = [
          ...state.older.filter((old) => old.year !== year),
          { year, balance: { ...body.balance, year }, income: { ...body.income, year } },
        ];
      }
      return answer((current) => current);
    }),
    http.delete(api('/startups/:startupId/figures/:year'), async ({ request, params }) => {
      await record(request);
      const year = Number(params.year);
      if (!state.refuse) state.older = state.older.filter((old) => old.year !== year);
      return answer((current) => ({
        ...current,
        balance_sheets: current.balance_sheets.filter((sheet) => sheet.year !== year),
        income_statements: current.income_statements.filter((sheet) => sheet.year !== year),
      }));
    }),
    http.get(api('/startup-file-rules'), () => HttpResponse.json(rules)),
    http.post(api('/startups/:startupId/documents'), async ({ request }) => {
      await recordUpload(request);
      const kind = new URL(request.url).searchParams.get('kind') as CompanyDocumentCode;
      nextDocument += 1;
      const name = state.storedNames.shift() ?? `자료${nextDocument}.pdf`;
      const stored = startupDocument(nextDocument, kind, name, {
        uploaded_at: '2026-11-26T01:00:00Z',
      });
      const response = answer((current) => ({
        ...current,
        documents: [...current.documents, stored],
      }));
      return response.status === 200 ? HttpResponse.json(state.profile, { status: 201 }) : response;
    }),
    http.delete(api('/startups/:startupId/documents/:documentId'), async ({ request, params }) => {
      await record(request);
      const id = Number(params.documentId);
      return answer((current) => ({
        ...current,
        documents: current.documents.filter((document) => document.id !== id),
      }));
    }),
    http.put(api('/startups/:startupId/images/:slot'), async ({ request, params }) => {
      await recordUpload(request);
      const field = params.slot === 'logo' ? 'logo_url' : 'photo_url';
      nextToken += 1;
      return answer((current) => ({ ...current, [field]: `/api/v1/media/tok-${nextToken}` }));
    }),
    http.delete(api('/startups/:startupId/images/:slot'), async ({ request, params }) => {
      await record(request);
      const field = params.slot === 'logo' ? 'logo_url' : 'photo_url';
      return answer((current) => ({ ...current, [field]: null }));
    }),
    http.post(api('/startups/:startupId/news'), async ({ request }) => {
      await record(request);
      await state.gate;
      const body = calls[calls.length - 1]?.body as NewsBody;
      nextNews += 1;
      const added = { id: nextNews, ...body };
      const response = answer((current) => ({
        ...current,
        // Latest published first, as the server lists them.
        news: [...current.news, added].sort((a, b) => b.published_on.localeCompare(a.published_on)),
      }));
      return response.status === 200 ? HttpResponse.json(state.profile, { status: 201 }) : response;
    }),
    http.delete(api('/startups/:startupId/news/:newsId'), async ({ request, params }) => {
      await record(request);
      const id = Number(params.newsId);
      return answer((current) => ({
        ...current,
        news: current.news.filter((item) => item.id !== id),
      }));
    }),
    http.get(api('/startups/:startupId/history'), async ({ request }) => {
      await record(request);
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      return HttpResponse.json({
        items: history.slice((page - 1) * size, page * size),
        page,
        page_size: size,
        total_count: history.length,
      });
    }),
  );

  /** The changes sent (every method but GET). */
  const changes = () => calls.filter((call) => call.method !== 'GET');
  const reads = () => calls.filter((call) => call.method === 'GET');
  return { calls, changes, reads, state };
}
