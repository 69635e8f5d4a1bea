// The support endpoints as the server answers them, over notices, FAQ and inquiries kept in
// memory: what a call saves shows in the next answer. Every call is recorded for the tests.
// jsdom's File loses its name and contents on the way into msw's Request, so an upload is
// seen as its part count, and stored under the next of `storedNames` (the test's files).
import type { Me } from '@/entities/me';
import type { FaqDto, InquiryDto, InquiryFileDto, NoticeSummaryDto } from '@/api/gen/support';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export interface StoredNotice extends NoticeSummaryDto {
  body: string;
}

const notice = (id: number, title: string, day: number, pinned = false): StoredNotice => ({
  id,
  title,
  pinned,
  published_at: `2026-11-${String(day).padStart(2, '0')}T01:00:00Z`,
  body: `${title} 본문 첫 줄\n둘째 줄`,
});

export const demoNotices: StoredNotice[] = [
  notice(1, '서비스 오픈 안내', 1),
  notice(2, '개인정보 처리방침 개정 안내', 5),
  notice(3, '12월 정기 점검 안내', 3, true),
];

export const demoFaqs: FaqDto[] = [
  {
    id: 1,
    category: 'service',
    question: '무료로 쓸 수 있나요?',
    answer: '네.\n기본 기능은 무료입니다.',
    sort_order: 1,
  },
  {
    id: 2,
    category: 'union',
    question: '조합원은 몇 명까지 모집하나요?',
    answer: '49인 이하입니다.',
    sort_order: 1,
  },
];

export const inquiry = (id: number, patch: Partial<InquiryDto> = {}): InquiryDto => ({
  id,
  category: 'union',
  title: `문의 ${id}`,
  body: '조합원 명부를 받을 수 있나요?\n둘째 줄',
  status: 'waiting',
  answer: null,
  answered_at: null,
  files: [],
  author_name: '김데모',
  company_name: '데모투자파트너스',
  created_at: '2026-11-20T01:00:00Z',
  ...patch,
});

/** A PDF for the file picker; `size` stands in for a large file (only its size is checked). */
export const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

export interface SupportCalls {
  noticeLists: { q: string | null; page: string | null }[];
  noticeReads: number[];
  faqLists: { category: string | null; q: string | null }[];
  inquiryCreates: { body: unknown; key: string | null }[];
  uploads: { inquiryId: number; parts: number }[];
  answers: { id: number; body: unknown }[];
  noticeCreates: unknown[];
  noticeDeletes: number[];
  operatorLists: (string | null)[];
}

export function serveSupport({
  me = demoCeo,
  loggedIn = true,
  notices: initialNotices = demoNotices,
  faqs = demoFaqs,
  inquiries: initialInquiries = [inquiry(7)],
  storedNames = [],
  uploadGate,
}: {
  me?: Me;
  loggedIn?: boolean;
  notices?: StoredNotice[];
  faqs?: FaqDto[];
  inquiries?: InquiryDto[];
  /** The names uploaded files are stored under, in order. */
  storedNames?: string[];
  /** Uploads are answered once this settles (to see their progress meanwhile). */
  uploadGate?: Promise<void>;
} = {}): SupportCalls {
  if (loggedIn) window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  let notices = initialNotices;
  let inquiries = initialInquiries;
  const calls: SupportCalls = {
    noticeLists: [],
    noticeReads: [],
    faqLists: [],
    inquiryCreates: [],
    uploads: [],
    answers: [],
    noticeCreates: [],
    noticeDeletes: [],
    operatorLists: [],
  };
  const newestFirst = () =>
    [...notices].sort((a, b) => b.published_at.localeCompare(a.published_at));
  const summary = ({ id, title, pinned, published_at }: StoredNotice) => ({
    id,
    title,
    pinned,
    published_at,
  });
  const page = <T>(items: T[], url: URL) => {
    const number = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 10);
    return {
      items: items.slice((number - 1) * size, number * size),
      page: number,
      page_size: size,
      total_count: items.length,
    };
  };
  const notFound = () => problem(404, 'inquiry_not_found', '문의를 찾을 수 없습니다.');
  const findInquiry = (id: unknown) => inquiries.find((item) => item.id === Number(id));

  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/notices'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q');
      calls.noticeLists.push({ q, page: url.searchParams.get('page') });
      const matching = newestFirst().filter((item) => !q || item.title.includes(q));
      const ordered = [...matching.filter((n) => n.pinned), ...matching.filter((n) => !n.pinned)];
      return HttpResponse.json(page(ordered.map(summary), url));
    }),
    http.get(api('/notices/:id'), ({ params }) => {
      calls.noticeReads.push(Number(params.id));
      const order = newestFirst();
      const index = order.findIndex((item) => item.id === Number(params.id));
      const found = order[index];
      if (!found) return problem(404, 'notice_not_found', '공지사항을 찾을 수 없습니다.');
      const neighbour = (at: number) => (order[at] ? summary(order[at]) : null);
      return HttpResponse.json({
        ...found,
        updated_at: found.published_at,
        previous: neighbour(index + 1),
        next: neighbour(index - 1),
      });
    }),
    http.get(api('/faqs'), ({ request }) => {
      const url = new URL(request.url);
      const category = url.searchParams.get('category');
      const q = url.searchParams.get('q');
      calls.faqLists.push({ category, q });
      const items = faqs.filter(
        (faq) =>
          (!category || faq.category === category) &&
          (!q || faq.question.includes(q) || faq.answer.includes(q)),
      );
      return HttpResponse.json({ items });
    }),
    http.get(api('/inquiries'), ({ request }) =>
      HttpResponse.json(page([...inquiries].reverse(), new URL(request.url))),
    ),
    http.post(api('/inquiries'), async ({ request }) => {
      const body = (await request.json()) as { category: string; title: string; body: string };
      calls.inquiryCreates.push({ body, key: request.headers.get('Idempotency-Key') });
      if (body.title.includes('금지어')) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'title', message: '제목에 쓸 수 없는 말이 있습니다.' },
        ]);
      }
      const created = inquiry(100 + inquiries.length, body as Partial<InquiryDto>);
      inquiries = [...inquiries, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/inquiries/:id'), ({ params }) => {
      const found = findInquiry(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(api('/inquiries/:id/files'), async ({ request, params }) => {
      const found = findInquiry(params.id);
      if (!found) return notFound();
      const parts = (await request.formData()).getAll('file').length;
      calls.uploads.push({ inquiryId: found.id, parts });
      await uploadGate;
      const stored: InquiryFileDto = {
        id: 500 + calls.uploads.length,
        name: storedNames.shift() ?? `file-${calls.uploads.length}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 2048,
      };
      inquiries = inquiries.map((item) =>
        item.id === found.id ? { ...item, files: [...item.files, stored] } : item,
      );
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.get(api('/operator/inquiries'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      calls.operatorLists.push(status);
      return HttpResponse.json(
        page(
          inquiries.filter((i) => !status || i.status === status),
          url,
        ),
      );
    }),
    http.get(api('/operator/inquiries/:id'), ({ params }) => {
      const found = findInquiry(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.put(api('/operator/inquiries/:id/answer'), async ({ request, params }) => {
      const body = (await request.json()) as { answer: string };
      calls.answers.push({ id: Number(params.id), body });
      const answered = {
        ...findInquiry(params.id)!,
        status: 'answered' as const,
        answer: body.answer,
        answered_at: '2026-11-21T02:00:00Z',
      };
      inquiries = inquiries.map((item) => (item.id === answered.id ? answered : item));
      return HttpResponse.json(answered);
    }),
    http.post(api('/operator/notices'), async ({ request }) => {
      const body = (await request.json()) as { title: string; body: string; pinned: boolean };
      calls.noticeCreates.push(body);
      const created = { ...notice(50 + notices.length, body.title, 20, body.pinned), ...body };
      notices = [...notices, created];
      return HttpResponse.json({ ...created, updated_at: created.published_at }, { status: 201 });
    }),
    http.delete(api('/operator/notices/:id'), ({ params }) => {
      calls.noticeDeletes.push(Number(params.id));
      notices = notices.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}
