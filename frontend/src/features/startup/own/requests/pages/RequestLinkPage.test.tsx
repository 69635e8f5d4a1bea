import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { RequestLinkDto, StartupDocumentDto } from '../api';
import { pdf, requestAsk, requestDocument, requestTarget } from '../test/fixtures';
import { RequestLinkPage } from './RequestLinkPage';

const USED =
  "이미 제출된 자료 요청입니다. 수정이 필요하면 로그인 후 '자료 요청'에서 다시 제출해 주세요.";
const EXPIRED = '자료 요청 링크가 만료되었습니다. 요청한 투자사에 새 링크를 요청해 주세요.';
const NOT_FOUND = '자료 요청 링크를 찾을 수 없습니다. 가장 최근에 받은 메일의 링크를 열어 주세요.';

interface Call {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  body: unknown;
}

/** The link tok-1 as the server answers it: the request, its uploads and the one answer. */
function serveLink(link: RequestLinkDto) {
  const calls: Call[] = [];
  const state = {
    documents: link.documents,
    /** Set it to hold the uploads until it resolves (to see their progress). */
    gate: null as Promise<void> | null,
  };
  const record = (request: Request, body: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.search,
      auth: request.headers.get('Authorization'),
      body,
    });
  };
  server.use(
    http.get(api('/data-request-links/tok-1'), () =>
      HttpResponse.json({ ...link, documents: state.documents }),
    ),
    http.post(api('/data-request-links/tok-1/documents'), async ({ request }) => {
      record(request, { parts: (await request.formData()).getAll('file').length });
      await state.gate;
      const kind = new URL(request.url).searchParams.get('kind') as StartupDocumentDto['kind'];
      state.documents = [...state.documents, requestDocument(101, kind, 'IR 2026.pdf')];
      return HttpResponse.json(state.documents, { status: 201 });
    }),
    http.post(api('/data-request-links/tok-1/answer'), async ({ request }) => {
      record(request, await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, state };
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/data-request/:token', element: <RequestLinkPage /> },
      { path: '/', element: <p>첫 화면</p> },
    ],
    '/data-request/tok-1',
  );

const link = (extra: Partial<RequestLinkDto> = {}): RequestLinkDto => ({
  target: requestTarget(3),
  documents: [],
  ...extra,
});

describe('RequestLinkPage', () => {
  it('shows the request the link opens', async () => {
    serveLink(link({ documents: [requestDocument(90, 'SF04', '기존 IR.pdf')] }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: '2026년 3분기 실적 자료 요청' }),
    ).toBeInTheDocument();
    expect(screen.getByText('데모투자파트너스의 자료 요청')).toBeInTheDocument();
    expect(screen.getByText('2026년 3분기 매출, 현금 잔고 · 서류(IR 자료)')).toBeInTheDocument();
    expect(screen.getByText(/분기 실적을 보내 주세요\./)).toBeInTheDocument();
    expect(screen.getByText('2026.10.15')).toBeInTheDocument();
    // 15:00 UTC is midnight in Korea.
    expect(screen.getByText(/2026\.10\.16 00:00까지 사용할 수 있습니다\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^분기 매출/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^현금 잔고/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^임직원 수/)).not.toBeInTheDocument();
    const ir = screen.getByRole('region', { name: 'IR 자료' });
    expect(within(ir).getByText('기존 IR.pdf')).toBeInTheDocument();
    expect(within(ir).getByText('1.5 KB · 2026.10.02')).toBeInTheDocument();
  });

  it('uploads a document through the link with its progress', async () => {
    const { calls, state } = serveLink(link());
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPage();
    const user = userEvent.setup();
    const ir = await screen.findByRole('region', { name: 'IR 자료' });
    await user.upload(within(ir).getByLabelText('IR 자료 파일 선택'), pdf('IR 2026.pdf'));

    expect(
      await within(ir).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    expect(within(ir).getByText(/IR 2026\.pdf 업로드 중/)).toBeInTheDocument();
    expect(within(ir).getByRole('button', { name: '파일 올리기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '제출' })).toBeDisabled();
    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(within(ir).getByText('IR 2026.pdf')).toBeInTheDocument();
    expect(within(ir).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/data-request-links/tok-1/documents',
        search: '?kind=SF04',
        auth: null,
        body: { parts: 1 },
      },
    ]);
  });

  it("shows the server's reason when it refuses a file", async () => {
    serveLink(link());
    server.use(
      http.post(api('/data-request-links/tok-1/documents'), () =>
        problem(415, 'file_type_not_allowed', '올릴 수 없는 파일 형식입니다.'),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    const ir = await screen.findByRole('region', { name: 'IR 자료' });
    await user.upload(within(ir).getByLabelText('IR 자료 파일 선택'), pdf('IR.exe'));
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('올릴 수 없는 파일 형식입니다.')).toBeInTheDocument();
    expect(within(ir).getByText('미제출')).toBeInTheDocument();
  });

  it('submits the answer once and thanks', async () => {
    const { calls } = serveLink(
      link({ target: requestTarget(3, { ask: requestAsk({ items: ['cash'] }) }) }),
    );
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^현금 잔고/), '300000000');
    await user.type(screen.getByLabelText('메모'), '9월 말 기준');
    await user.click(screen.getByRole('button', { name: '제출' }));

    expect(
      await screen.findByRole('heading', { name: '제출이 완료되었습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/데모투자파트너스에 자료가 전달되었습니다\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '제출' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/data-request-links/tok-1/answer',
        search: '',
        auth: null,
        body: { note: '9월 말 기준', cash: 300_000_000 },
      },
    ]);
    await user.click(screen.getByRole('link', { name: '홈으로' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['used', 410, 'request_link_used', USED],
    ['expired', 410, 'request_link_expired', EXPIRED],
    ['unknown', 404, 'request_link_not_found', NOT_FOUND],
  ])('tells a %s link as a page with the way home', async (_case, status, code, message) => {
    server.use(http.get(api('/data-request-links/tok-1'), () => problem(status, code, message)));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: '자료 요청 링크를 사용할 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    // A dead link stays dead: nothing to retry.
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('tells a link that was used while the form was open', async () => {
    serveLink(link({ target: requestTarget(3, { ask: requestAsk({ items: ['cash'] }) }) }));
    server.use(
      http.post(api('/data-request-links/tok-1/answer'), () =>
        problem(410, 'request_link_used', USED),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^현금 잔고/), '1000');
    await user.click(screen.getByRole('button', { name: '제출' }));
    expect(
      await screen.findByRole('heading', { name: '자료 요청 링크를 사용할 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(USED);
  });

  it('offers a retry when the request could not be read', async () => {
    let failing = true;
    server.use(
      http.get(api('/data-request-links/tok-1'), () =>
        failing
          ? problem(500, 'internal_error', '일시적인 오류가 발생했습니다.')
          : HttpResponse.json(link()),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('일시적인 오류가 발생했습니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { name: '2026년 3분기 실적 자료 요청' }),
    ).toBeInTheDocument();
  });
});
