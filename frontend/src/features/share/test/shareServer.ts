// A shared portfolio for the share feature's tests: its pages in order, the list searched by
// title and cut into pages of 10 (NO continuing across pages), each page with its neighbours.
// Every request is recorded; a share can be refused, and the pages' answers held back. The GP
// has made the title page's and the whole portfolio's PDFs unless told otherwise; a page has
// its PDF when its item_no is in `pdfPages`. A viewer opens a visit first (visit-1, visit-2, …);
// with a `password` the visit needs it (wrong answers past `triesAllowed` wait), and every read
// then needs a visit the server opened (or one of `knownVisits`). With `requireEmail` the visit
// also needs a reader's address and the code last mailed to it (codes CODE_BASE, CODE_BASE + 1, …
// in the order mailed, one use each; `expireCodes` ages those mailed so far; past `codesAllowed`
// codes the server tells the reader to wait), the password checked first. Reading time is
// recorded. `allowDownload` false withholds 'PDF 저장'.
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
export const EMAIL_REQUIRED =
  '이메일 인증이 필요한 포트폴리오입니다. 이메일로 받은 인증번호를 입력해 주세요.';
export const EMAIL_REFUSED = '이메일 주소를 확인해 주세요.';
export const CODE_WRONG = '인증번호가 맞지 않습니다.';
export const CODE_EXPIRED = '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.';
export const TOO_MANY_CODES = '인증번호를 너무 많이 요청했습니다. 15분 후에 다시 시도해 주세요.';
/** The first code mailed; each next one is one more. */
export const CODE_BASE = 482913;

/** A code as the server mailed it. */
export interface MailedCode {
  email: string;
  code: string;
  expired: boolean;
  used: boolean;
}

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
  requireEmail = false,
  codesAllowed = 5,
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
  /** The link asks who reads it: a visit needs an address proved by a mailed code. */
  requireEmail?: boolean;
  /** Codes mailed before the server tells the reader to wait. */
  codesAllowed?: number;
} = {}) {
  const listRequests: { search: string | null; page: string | null }[] = [];
  const itemRequests: number[] = [];
  /** Every visit asked for, with the password sent (null: none), and the address and code when sent. */
  const visitRequests: { password: string | null; email?: string; code?: string }[] = [];
  /** Every code asked for, by the address sent, whether mailed or refused. */
  const codeRequests: string[] = [];
  const mailed: MailedCode[] = [];
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
  /** A read of a link with a password or an e-mail check needs a visit the server opened. */
  const unvisited = (request: Request, read: string) => {
    const visit = new URL(request.url).searchParams.get('visit');
    readVisits.push({ read, visit });
    if (visit !== null && visits.has(visit)) return null;
    if (password !== undefined) {
      return problem(401, 'share_password_required', '비밀번호를 입력해 주세요.');
    }
    if (requireEmail) return problem(401, 'share_email_required', EMAIL_REQUIRED);
    return null;
  };
  /** The reader's address and code: null when they open the visit, else the refusal. */
  const unproved = (email: string | null | undefined, code: string | null | undefined) => {
    if (!email || !code) return problem(401, 'share_email_required', EMAIL_REQUIRED);
    const last = mailed.findLast((sent) => sent.email === email);
    if (!last || last.used || last.code !== code) {
      return problem(401, 'share_code_wrong', CODE_WRONG);
    }
    if (last.expired) return problem(401, 'share_code_expired', CODE_EXPIRED);
    last.used = true;
    return null;
  };

  server.use(
    http.post(api('/shares/:token/visits'), async ({ request, params }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as {
        password?: string | null;
        email?: string | null;
        code?: string | null;
      };
      visitRequests.push({
        password: body.password ?? null,
        ...(body.email ? { email: body.email } : {}),
        ...(body.code ? { code: body.code } : {}),
      });
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
      if (requireEmail) {
        const refusedProof = unproved(body.email, body.code);
        if (refusedProof) return refusedProof;
      }
      const visit = `visit-${visitRequests.length}`;
      visits.add(visit);
      return HttpResponse.json({ visit }, { status: 201 });
    }),
    http.post(api('/shares/:token/email-codes'), async ({ request, params }) => {
      const { email } = (await request.json()) as { email: string };
      codeRequests.push(email);
      const refusedAnswer = refused(params.token);
      if (refusedAnswer) return refusedAnswer;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'email', message: EMAIL_REFUSED },
        ]);
      }
      if (mailed.length >= codesAllowed) {
        return problem(429, 'too_many_attempts', TOO_MANY_CODES);
      }
      mailed.push({ email, code: String(CODE_BASE + mailed.length), expired: false, used: false });
      return new HttpResponse(null, { status: 202 });
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
    codeRequests,
    mailed,
    times,
    /** The codes mailed so far are past their ten minutes. */
    expireCodes: () => {
      for (const sent of mailed) sent.expired = true;
    },
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
