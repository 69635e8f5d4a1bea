// A shared portfolio for the share feature's tests: its pages in order, the list searched by
// title and cut into pages of 10 (NO continuing across pages), each page with its neighbours.
// Every request is recorded; a share can be refused, and the pages' answers held back.
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

export function serveShare({
  pages = sharedPages(13),
  refusal,
}: { pages?: SharedPage[]; refusal?: RefusalCode } = {}) {
  const listRequests: { search: string | null; page: string | null }[] = [];
  const itemRequests: number[] = [];
  let held: Promise<void> | null = null;
  let release: (() => void) | null = null;

  const refused = (token: string | readonly string[] | undefined) => {
    if (token !== TOKEN) return problem(404, 'share_not_found', '공유 링크를 찾을 수 없습니다.');
    if (refusal) return problem(REFUSALS[refusal][0], refusal, REFUSALS[refusal][1]);
    return null;
  };

  server.use(
    http.get(api('/shares/:token'), ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      listRequests.push({ search: query.get('search'), page: query.get('page') });
      const refusedAnswer = refused(params.token);
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
      });
    }),
    http.get(api('/shares/:token/items/:itemNo'), async ({ params }) => {
      const itemNo = Number(params.itemNo);
      itemRequests.push(itemNo);
      if (held) await held;
      const refusedAnswer = refused(params.token);
      if (refusedAnswer) return refusedAnswer;
      const index = pages.findIndex((item) => item.item_no === itemNo);
      const item = pages[index];
      if (!item) return problem(404, 'portfolio_item_not_found', '포트폴리오 항목을 찾을 수 없습니다.');
      const body: SharedItemDto = {
        ...item,
        blocks: [1, 2, 3].map((block) => `<p>${item.startup_name} 블록 ${block}</p>`),
        updated_at: '2026-11-20T08:45:00Z',
        previous_item_no: pages[index - 1]?.item_no ?? null,
        next_item_no: pages[index + 1]?.item_no ?? null,
      };
      return HttpResponse.json(body);
    }),
  );

  return {
    listRequests,
    itemRequests,
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
