// A small portfolio server for the feature's tests: the firm's portfolios with their pages and
// share links, the startups the picker suggests and the profiles the side panel reads, kept in
// memory so writes show up on the next read. Every write is recorded (method, path, body,
// Idempotency-Key of a POST; a multipart upload's file parts as `{ parts, type }`). `refused`
// answers every portfolio request as a startup's account is answered (403 investor_only).
// Pictures put into a page are stored under /api/v1/portfolio-images/ (`pictures` answers the
// from-url requests: an address maps to a stored name or to a problem); a stored PDF marks its
// page or the portfolio with SAVED_PDF_AT and leaves `updated_at` alone, as the server does.
// A share link may have a password (4 to 64 characters, else 422 on `password`), may ask for the
// reader's e-mail and may withhold the whole PDF; `visits` holds each link's visits as the GP
// reads them.
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type {
  PortfolioCardDto,
  PortfolioDto,
  PortfolioItemDto,
  ShareLinkDto,
  ShareVisitDto,
  StartupProfileDto,
} from '../api';

export interface Change {
  method: string;
  path: string;
  body?: unknown;
  key?: string | null;
}

/** What a from-url request answers for an address: the stored picture's name, or a refusal. */
export type PictureAnswer = string | { status: number; code: string; message: string };

/** When the server stores a PDF in these tests. */
export const SAVED_PDF_AT = '2026-11-25T03:05:00Z';

export const INVESTOR_ONLY = '투자사 회원만 이용할 수 있습니다.';
export const EXPIRY_REFUSED = '만료 일시는 1시간 뒤부터 1년 이내로 정해 주세요.';
export const PASSWORD_REFUSED = '비밀번호는 4자 이상 64자 이하로 정해 주세요.';
export const SHARE_TOKEN = 'tok-3f9a';
const AUTHOR = '김데모';
const SAVED_AT = '2026-11-25T03:00:00Z';
const HOUR_MS = 3_600_000;
/** The tests' stand-in for the server's 100,000 characters a block, short enough to type. */
export const BLOCK_LIMIT = 40;

export function servePortfolios({
  portfolios = [],
  links = {},
  visits = {},
  startups = [],
  profiles = [],
  refused = false,
  pictures = {},
  blockLimit = BLOCK_LIMIT,
  uploadGate,
}: {
  /** Picture uploads are answered once it resolves (to see them under way). */
  uploadGate?: Promise<void>;
  /** The longest block the save takes (pictures' addresses make blocks longer). */
  blockLimit?: number;
  /** from-url answers by requested address; an unknown address is unreachable (502). */
  pictures?: Record<string, PictureAnswer>;
  portfolios?: PortfolioDto[];
  links?: Record<number, ShareLinkDto[]>;
  /** A share link's visits, newest first, by link id. */
  visits?: Record<number, ShareVisitDto[]>;
  /** The startups the suggestions and the targets know, by id and name. */
  startups?: { id: number; name: string }[];
  profiles?: StartupProfileDto[];
  refused?: boolean;
} = {}) {
  const stored = new Map(portfolios.map((portfolio) => [portfolio.card.id, portfolio]));
  // Pages of startups left out of a portfolio: put away, back when picked again.
  const putAway = new Map<number, PortfolioItemDto[]>();
  const shares = new Map(Object.entries(links).map(([id, list]) => [Number(id), [...list]]));
  const names = new Map(startups.map((startup) => [startup.id, startup.name]));
  for (const portfolio of portfolios) {
    for (const item of portfolio.items) names.set(item.startup_id, item.startup_name);
  }
  const changes: Change[] = [];
  let nextId = 100;

  const record = async (request: Request, path: string) => {
    const text = await request.text();
    changes.push({
      method: request.method,
      path,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
      ...(request.method === 'POST' && path === '/portfolios'
        ? { key: request.headers.get('Idempotency-Key') }
        : {}),
    });
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  /** Records a multipart upload: how many file parts it sent and the first one's type. */
  const recordUpload = async (request: Request, path: string) => {
    const files = (await request.formData()).getAll('file');
    const first = files[0];
    changes.push({
      method: request.method,
      path,
      body: { parts: files.length, type: typeof first === 'string' ? 'text' : (first?.type ?? '') },
    });
    return files;
  };
  const notFound = () => problem(404, 'portfolio_not_found', '포트폴리오를 찾을 수 없습니다.');
  const refusal = () => problem(403, 'investor_only', INVESTOR_ONLY);
  const withCard = (portfolio: PortfolioDto, card: Partial<PortfolioCardDto>): PortfolioDto => ({
    ...portfolio,
    card: { ...portfolio.card, item_count: portfolio.items.length, ...card },
  });

  server.use(
    http.get(api('/portfolios'), () =>
      refused
        ? refusal()
        : HttpResponse.json([...stored.values()].map((portfolio) => portfolio.card)),
    ),
    http.post(api('/portfolios'), async ({ request }) => {
      const body = await record(request, '/portfolios');
      if (refused) return refusal();
      nextId += 1;
      const title = typeof body.title === 'string' && body.title.trim() ? body.title : '포트폴리오';
      const card: PortfolioCardDto = {
        id: nextId,
        title,
        item_count: 0,
        author_name: AUTHOR,
        created_at: SAVED_AT,
        updated_at: SAVED_AT,
        title_pdf_at: null,
        full_pdf_at: null,
      };
      stored.set(card.id, { card, items: [] });
      return HttpResponse.json(card, { status: 201 });
    }),
    http.get(api('/portfolios/:id'), ({ params }) => {
      if (refused) return refusal();
      const portfolio = stored.get(Number(params.id));
      return portfolio ? HttpResponse.json(portfolio) : notFound();
    }),
    http.patch(api('/portfolios/:id'), async ({ request, params }) => {
      const id = Number(params.id);
      const body = await record(request, `/portfolios/${id}`);
      const title = String(body.title ?? '').trim();
      if (title.length > 100) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'title', message: '제목은 100자 이내로 입력해 주세요.' },
        ]);
      }
      const portfolio = stored.get(id);
      if (!portfolio) return notFound();
      const renamed = withCard(portfolio, { title: title || '포트폴리오', updated_at: SAVED_AT });
      stored.set(id, renamed);
      return HttpResponse.json(renamed.card);
    }),
    http.delete(api('/portfolios/:id'), async ({ request, params }) => {
      const id = Number(params.id);
      await record(request, `/portfolios/${id}`);
      if (!stored.delete(id)) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(api('/portfolios/:id/targets'), async ({ request, params }) => {
      const id = Number(params.id);
      const body = await record(request, `/portfolios/${id}/targets`);
      const portfolio = stored.get(id);
      if (!portfolio) return notFound();
      const ids = (body.startup_ids ?? []) as number[];
      if (ids.some((startupId) => !names.has(startupId))) {
        return problem(404, 'startup_not_found', '기업을 찾을 수 없습니다.');
      }
      const known = [...portfolio.items, ...(putAway.get(id) ?? [])];
      const items = ids.map((startupId) => {
        const kept = known.find((item) => item.startup_id === startupId);
        if (kept) return kept;
        nextId += 1;
        const name = names.get(startupId) ?? '';
        return {
          id: nextId,
          startup_id: startupId,
          startup_name: name,
          title: name,
          blocks: ['', '', ''],
          updated_by: AUTHOR,
          updated_at: SAVED_AT,
          pdf_at: null,
        };
      });
      putAway.set(
        id,
        known.filter((item) => !ids.includes(item.startup_id)),
      );
      const changed = withCard({ ...portfolio, items }, { updated_at: SAVED_AT });
      stored.set(id, changed);
      return HttpResponse.json(changed);
    }),
    http.put(api('/portfolios/:id/items/:itemId'), async ({ request, params }) => {
      const id = Number(params.id);
      const itemId = Number(params.itemId);
      const body = await record(request, `/portfolios/${id}/items/${itemId}`);
      const portfolio = stored.get(id);
      if (!portfolio) return notFound();
      const item = portfolio.items.find((candidate) => candidate.id === itemId);
      if (!item) {
        return problem(404, 'portfolio_item_not_found', '포트폴리오 페이지를 찾을 수 없습니다.');
      }
      const blocks = (body.blocks ?? []) as string[];
      const tooLong = blocks.findIndex((html) => html.length > blockLimit);
      if (tooLong >= 0) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: `blocks.${tooLong}`, message: '블록은 100,000자 이내로 입력해 주세요.' },
        ]);
      }
      const title =
        typeof body.title === 'string' && body.title.trim() ? body.title : item.startup_name;
      const saved = { ...item, title, blocks, updated_by: AUTHOR, updated_at: SAVED_AT };
      stored.set(
        id,
        withCard(
          {
            ...portfolio,
            items: portfolio.items.map((candidate) =>
              candidate.id === itemId ? saved : candidate,
            ),
          },
          { updated_at: SAVED_AT },
        ),
      );
      return HttpResponse.json(saved);
    }),
    http.post(api('/portfolio-images'), async ({ request }) => {
      const files = await recordUpload(request, '/portfolio-images');
      await uploadGate;
      if (files.length === 0) return problem(400, 'no_file', '파일을 첨부해 주세요.');
      nextId += 1;
      const name = `${String(nextId).padStart(32, '0')}.png`;
      return HttpResponse.json(
        { url: `/api/v1/portfolio-images/${name}`, content_type: 'image/png', size: 1000 },
        { status: 201 },
      );
    }),
    http.post(api('/portfolio-images/from-url'), async ({ request }) => {
      const body = await record(request, '/portfolio-images/from-url');
      const answer = pictures[String(body.image_url)];
      if (answer === undefined) {
        return problem(502, 'image_unreachable', '이미지를 가져오지 못했습니다.');
      }
      if (typeof answer !== 'string') return problem(answer.status, answer.code, answer.message);
      return HttpResponse.json(
        { url: `/api/v1/portfolio-images/${answer}`, content_type: 'image/png', size: 1000 },
        { status: 201 },
      );
    }),
    http.put(api('/portfolios/:id/items/:itemId/pdf'), async ({ request, params }) => {
      const id = Number(params.id);
      const itemId = Number(params.itemId);
      await recordUpload(request, `/portfolios/${id}/items/${itemId}/pdf`);
      const portfolio = stored.get(id);
      if (!portfolio) return notFound();
      if (!portfolio.items.some((item) => item.id === itemId)) {
        return problem(404, 'portfolio_item_not_found', '포트폴리오 페이지를 찾을 수 없습니다.');
      }
      stored.set(id, {
        ...portfolio,
        items: portfolio.items.map((item) =>
          item.id === itemId ? { ...item, pdf_at: SAVED_PDF_AT } : item,
        ),
      });
      return HttpResponse.json({ stored_at: SAVED_PDF_AT });
    }),
    http.put(api('/portfolios/:id/pdfs/:kind'), async ({ request, params }) => {
      const id = Number(params.id);
      const kind = String(params.kind);
      await recordUpload(request, `/portfolios/${id}/pdfs/${kind}`);
      const portfolio = stored.get(id);
      if (!portfolio) return notFound();
      const field = kind === 'title' ? 'title_pdf_at' : 'full_pdf_at';
      stored.set(id, { ...portfolio, card: { ...portfolio.card, [field]: SAVED_PDF_AT } });
      return HttpResponse.json({ stored_at: SAVED_PDF_AT });
    }),
    http.get(api('/portfolios/:id/share-links'), ({ params }) => {
      if (refused) return refusal();
      const id = Number(params.id);
      return stored.has(id) ? HttpResponse.json(shares.get(id) ?? []) : notFound();
    }),
    http.post(api('/portfolios/:id/share-links'), async ({ request, params }) => {
      const id = Number(params.id);
      const body = await record(request, `/portfolios/${id}/share-links`);
      if (!stored.has(id)) return notFound();
      const expires = new Date(String(body.expires_at)).getTime();
      const now = Date.now();
      if (Number.isNaN(expires) || expires < now + HOUR_MS || expires > now + 366 * 24 * HOUR_MS) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'expires_at', message: EXPIRY_REFUSED },
        ]);
      }
      const password = typeof body.password === 'string' ? body.password.trim() : '';
      if (password && (password.length < 4 || password.length > 64)) {
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'password', message: PASSWORD_REFUSED },
        ]);
      }
      nextId += 1;
      const link: ShareLinkDto = {
        id: nextId,
        expires_at: new Date(expires).toISOString(),
        revoked_at: null,
        state: 'active',
        created_by: AUTHOR,
        created_at: new Date(now).toISOString(),
        has_password: password !== '',
        require_email: body.require_email === true,
        allow_download: body.allow_download !== false,
        visit_count: 0,
        seconds_read: 0,
      };
      shares.set(id, [link, ...(shares.get(id) ?? [])]);
      return HttpResponse.json(
        { link, token: SHARE_TOKEN, path: `/invest-portfolio/share/${SHARE_TOKEN}` },
        { status: 201 },
      );
    }),
    http.delete(api('/portfolios/:id/share-links/:linkId'), async ({ request, params }) => {
      const id = Number(params.id);
      const linkId = Number(params.linkId);
      await record(request, `/portfolios/${id}/share-links/${linkId}`);
      const list = shares.get(id) ?? [];
      const link = list.find((candidate) => candidate.id === linkId);
      if (!link) return problem(404, 'share_link_not_found', '공유 링크를 찾을 수 없습니다.');
      const revoked: ShareLinkDto = { ...link, state: 'revoked', revoked_at: SAVED_AT };
      shares.set(
        id,
        list.map((candidate) => (candidate.id === linkId ? revoked : candidate)),
      );
      return HttpResponse.json(revoked);
    }),
    http.get(api('/portfolios/:id/share-links/:linkId/visits'), ({ params }) => {
      const linkId = Number(params.linkId);
      const known = (shares.get(Number(params.id)) ?? []).some((link) => link.id === linkId);
      if (!known) return problem(404, 'share_link_not_found', '공유 링크를 찾을 수 없습니다.');
      return HttpResponse.json(visits[linkId] ?? []);
    }),
    http.get(api('/startups/suggestions'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
      return HttpResponse.json(
        q
          ? [...names.entries()]
              .filter(([, name]) => name.includes(q))
              .map(([id, name]) => ({ id, name }))
          : [],
      );
    }),
    http.get(api('/startups/:id'), ({ params }) => {
      const profile = profiles.find((candidate) => candidate.id === Number(params.id));
      return profile
        ? HttpResponse.json(profile)
        : problem(404, 'startup_not_found', '기업을 찾을 수 없습니다.');
    }),
  );

  return {
    changes: () => changes,
    portfolio: (id: number) => stored.get(id),
  };
}
