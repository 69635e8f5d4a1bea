// A shared portfolio for the share feature's tests: its pages in order, the list searched by
// title and cut into pages of 10 (NO continuing across pages), each page with its neighbours.
// Every request is recorded; a share can be refused, and the pages' answers held back. The GP
// has made the title page's and the whole portfolio's PDFs unless told otherwise; a page has
// its PDF when its item_no is in `pdfPages`. A viewer opens a visit first (visit-1, visit-2, …);
// with a `password` the visit needs it (wrong answers past `triesAllowed` wait), and every read
// then needs a visit the server opened (or one of `knownVisits`). Reading time is recorded.
// `allowDownload` false withholds 'PDF 저장'.
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { SharedItemDto, SharedRowDto } from '../api';

export const TOKEN = 'tok-abc';
export const SHARE_TITLE = '2026 하반기 포트폴리오';
const PAGE_SIZE = 10;

export interface SharedPage {
  item_no: number;
  title: string;
  startup_name: string;
}

/** `count` pages, item_no 101, 102, …; page 3 is about 루미나랩스, the others 스타트업 N. */
export function sharedPages(count: number): SharedPage[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return n === 3
      ? { item_no: 100 + n, title: '루미나랩스 — 산업용 비전 AI', startup_name: '루미나랩스' }
      : { item_no: 100 + n, title: `스타트업 ${n} 소개`, startup_name: `스타트업 ${n}` };
  });
}

export const REFUSALS = {
  share_revoked: [410, '공유한 분이 공유를 중지했습니다.'],
  share_expired: [410, '공유 기간(2026.11.30)이 지났습니다.'],
  share_not_found: [404, '공유 링크를 찾을 수 없습니다.'],
} as const;
export type RefusalCode = keyof typeof REFUSALS;

export const PASSWORD_WRONG = '비밀번호가 맞지 않습니다.';
export const TOO_MANY_TRIES = '비밀번호를 여러 번 틀렸습니다. 14분 뒤에 다시 시도해 주세요.';

/** A reading-time report as the server got it. */
export interface TimeReport {
  visit: string;
  body: unknown;
}

export function serveShare({
  pages = sharedPages(13),
  refusal,
  titlePdf = true,
  fullPdf = true,
  pdfPages = [],
  password,
  triesAllowed = 10,
  allowDownload = true,
  knownVisits = [],
}: {
  pages?: SharedPage[];
  refusal?: RefusalCode;
  titlePdf?: boolean;
  fullPdf?: boolean;
  pdfPages?: number[];
  /** The link's password; none by default. */
  password?: string;
  /** Wrong passwords answered as wrong; the next ones are told to wait. */
  triesAllowed?: number;
  allowDownload?: boolean;
  /** Visits the server knows from before (a reload, another page of the tab). */
  knownVisits?: string[];
} = {}) {
  const listRequests: { search: string | null; page: string | null }[] = [];
  const itemRequests: number[] = [];
  /** Every visit asked for, with the password sent (null: none). */
  const visitRequests: { password: string | null }[] = [];
  /** The visit each list and page read carried (null: none). */
  const readVisits: { read: string; visit: string | null }[] = [];
  const times: TimeReport[] = [];
  const visits = new Set(knownVisits);
  let wrongTries = 0;
  let held: Promise<void> | null = null;
  let release: (() => void) | null = null;

  const refused = (token: string | readonly string[] | undefined) => {
    if (token !== TOKEN) return problem(404, 'share_not_found', '공유 링크를 찾을 수 없습니다.');
    if (refusal) return problem(REFUSALS[refusal][0], refusal, REFUSALS[refusal][1]);
    return null;
  };
  /** A read of a link with a password needs a visit the server opened. */
  const unvisited = (request: Request, read: string) => {
    const visit = new URL(request.url).searchParams.get('visit');
    readVisits.push({ read, visit });
    if (password !== undefined && (visit === null || !visits.has(visit))) {
      return problem(401, 'share_password_required', '비밀번호를 입력해 주세요.');
    }
    return null;
  };

  server.use(
    http.post(api('/shares/:token/visits'), async ({ request, params }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { password?: string | null };
      visitRequests.push({ password: body.password ?? null });
      const refusedAnswer = refused(params.token);
      if (refusedAnswer) return refusedAnswer;
      if (password !== undefined) {
        if (!body.password) {
          return problem(401, 'share_password_required', '비밀번호를 입력해 주세요.');
        }
        if (wrongTries >= triesAllowed) return problem(429, 'too_many_attempts', TOO_MANY_TRIES);
        if (body.password !== password) {
          wrongTries += 1;
          return problem(401, 'share_password_wrong', PASSWORD_WRONG);
        }
      }
      const visit = `visit-${visitRequests.length}`;
      visits.add(visit);
      return HttpResponse.json({ visit }, { status: 201 });
    }),
    http.post(api('/shares/:token/visits/:visit/time'), async ({ request, params }) => {
      times.push({ visit: String(params.visit), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/shares/:token'), ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      listRequests.push({ search: query.get('search'), page: query.get('page') });
      const refusedAnswer = refused(params.token) ?? unvisited(request, 'list');
      if (refusedAnswer) return refusedAnswer;
      const search = query.get('search') ?? '';
      const page = Number(query.get('page') ?? '1');
      const found = pages.filter((item) => item.title.includes(search));
      const rows: SharedRowDto[] = found
        .map((item, index) => ({
          no: index + 1,
          item_no: item.item_no,
          title: item.title,
          updated_at: '2026-11-20T08:45:00Z',
          author_name: '이심사',
        }))
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return HttpResponse.json({
        title: SHARE_TITLE,
        items: rows,
        total_count: found.length,
        page,
        page_size: PAGE_SIZE,
        has_title_pdf: titlePdf,
        has_full_pdf: fullPdf,
        allow_download: allowDownload,
      });
    }),
    http.get(api('/shares/:token/items/:itemNo'), async ({ request, params }) => {
      const itemNo = Number(params.itemNo);
      itemRequests.push(itemNo);
      if (held) await held;
      const refusedAnswer = refused(params.token) ?? unvisited(request, `item ${itemNo}`);
      if (refusedAnswer) return refusedAnswer;
      const index = pages.findIndex((item) => item.item_no === itemNo);
      const item = pages[index];
      if (!item)
        return problem(404, 'portfolio_item_not_found', '포트폴리오 항목을 찾을 수 없습니다.');
      const body: SharedItemDto = {
        ...item,
        blocks: [1, 2, 3].map((block) => `<p>${item.startup_name} 블록 ${block}</p>`),
        updated_at: '2026-11-20T08:45:00Z',
        has_pdf: pdfPages.includes(itemNo),
        previous_item_no: pages[index - 1]?.item_no ?? null,
        next_item_no: pages[index + 1]?.item_no ?? null,
      };
      return HttpResponse.json(body);
    }),
  );

  return {
    listRequests,
    itemRequests,
    visitRequests,
    readVisits,
    times,
    /** Holds every page's answer until the returned function is called. */
    holdItems: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release?.();
      };
    },
  };
}
