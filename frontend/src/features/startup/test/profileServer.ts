// The requests a company profile makes besides the company itself: who the user is, the firm's
// bookmark of the company and its opinion. Each is answered like the server would (one opinion
// per firm, a blank one refused) and recorded, for the startup feature's tests.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { CompanyKindCode } from '@/api/gen/me';
import { demoCeo } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { OpinionDto } from '../api';
import { opinionOf } from './fixtures';

export interface ProfileCall {
  method: string;
  path: string;
  body?: string;
  key?: string | null;
}

/** Text an editor's HTML shows, as the server decides whether an opinion is blank. */
const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export function serveProfileExtras({
  kind = 'investor',
  bookmarked = false,
  opinion = null,
}: { kind?: CompanyKindCode; bookmarked?: boolean; opinion?: OpinionDto | null } = {}) {
  const calls: ProfileCall[] = [];
  const state = { bookmarked, opinion };
  const investorOnly = () => problem(403, 'investor_only', '투자사 회원만 이용할 수 있습니다.');
  const record = (request: Request, body?: string) =>
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      ...(body === undefined ? {} : { body, key: request.headers.get('Idempotency-Key') }),
    });
  const text = async (request: Request) => ((await request.json()) as { opinion: string }).opinion;

  server.use(
    http.get(api('/me'), ({ request }) => {
      record(request);
      return HttpResponse.json({ ...demoCeo, company_kind: kind });
    }),
    http.get(api('/startups/:startupId/bookmark'), ({ request }) => {
      record(request);
      return kind === 'investor'
        ? HttpResponse.json({ bookmarked: state.bookmarked })
        : investorOnly();
    }),
    http.put(api('/startups/:startupId/bookmark'), ({ request }) => {
      record(request);
      state.bookmarked = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(api('/startups/:startupId/bookmark'), ({ request }) => {
      record(request);
      state.bookmarked = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/startups/:startupId/opinion'), ({ request }) => {
      record(request);
      return kind === 'investor' ? HttpResponse.json({ opinion: state.opinion }) : investorOnly();
    }),
    http.post(api('/startups/:startupId/opinion'), async ({ request }) => {
      const html = await text(request);
      record(request, html);
      if (isBlank(html)) {
        return problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'opinion', message: '의견을 입력해 주세요.' },
        ]);
      }
      if (state.opinion) return problem(409, 'opinion_exists', '이미 작성한 의견이 있습니다.');
      state.opinion = opinionOf(html, { updated_at: '2025-04-01T02:00:00Z' });
      return HttpResponse.json(state.opinion, { status: 201 });
    }),
    http.put(api('/startups/:startupId/opinion'), async ({ request }) => {
      const html = await text(request);
      record(request, html);
      if (!state.opinion) return problem(404, 'opinion_not_found', '의견을 찾을 수 없습니다.');
      state.opinion = { ...state.opinion, opinion: html, updated_at: '2025-04-02T03:00:00Z' };
      return HttpResponse.json(state.opinion);
    }),
    http.delete(api('/startups/:startupId/opinion'), ({ request }) => {
      record(request);
      state.opinion = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  /** The changes sent (every method but GET). */
  const changes = () => calls.filter((call) => call.method !== 'GET');
  /** The paths asked for, the user (/me) aside. */
  const reads = () =>
    calls.filter((call) => call.method === 'GET' && call.path !== '/me').map((call) => call.path);
  /** Resolves once the user is known and the screen has had time to ask for what it wants. */
  const settled = async () => {
    await waitFor(() => expect(calls.some((call) => call.path === '/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { calls, changes, reads, settled };
}
