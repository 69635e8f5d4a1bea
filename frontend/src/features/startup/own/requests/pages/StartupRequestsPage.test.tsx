import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUserDto } from '@/api/gen/me';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { InboxEntryDto, StartupDocumentDto } from '../api';
import {
  inboxEntry,
  pdf,
  requestAnswer,
  requestAsk,
  requestDocument,
  requestTarget,
  startupMember,
} from '../test/fixtures';
import { StartupRequestsPage } from './StartupRequestsPage';

interface Call {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

/**
 * The inbox as the server answers it: `entries` until an answer is stored, then `afterAnswer`;
 * the startup's profile (only its documents matter here) and its document upload.
 */
function serveInbox({
  me = startupMember,
  entries,
  afterAnswer = entries,
  documents = [],
}: {
  me?: SessionUserDto;
  entries: InboxEntryDto[];
  afterAnswer?: InboxEntryDto[];
  documents?: StartupDocumentDto[];
}) {
  const calls: Call[] = [];
  const state = {
    answered: false,
    documents,
    /** Set it to hold the uploads until it resolves (to see their progress). */
    gate: null as Promise<void> | null,
  };
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.search,
      ...(body === undefined ? {} : { body }),
    });
  };
  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/startup-data-requests'), ({ request }) => {
      record(request);
      return HttpResponse.json(state.answered ? afterAnswer : entries);
    }),
    http.post(api('/startup-data-requests/:targetId/answer'), async ({ request, params }) => {
      record(request, await request.json());
      state.answered = true;
      const answered = afterAnswer.find((entry) => entry.target.id === Number(params.targetId));
      return HttpResponse.json(answered?.target);
    }),
    http.get(api('/startups/7'), ({ request }) => {
      record(request);
      return HttpResponse.json({ id: 7, documents: state.documents });
    }),
    http.post(api('/startups/7/documents'), async ({ request }) => {
      record(request, { parts: (await request.formData()).getAll('file').length });
      await state.gate;
      const kind = new URL(request.url).searchParams.get('kind') as 'SF04';
      state.documents = [
        ...state.documents,
        requestDocument(101, kind, 'IR 2026.pdf', { uploaded_at: '2026-10-11T01:00:00Z' }),
      ];
      return HttpResponse.json({ id: 7, documents: state.documents }, { status: 201 });
    }),
  );
  const changes = () => calls.filter((call) => call.method !== 'GET');
  const reads = (path: string) =>
    calls.filter((call) => call.method === 'GET' && call.path === path);
  return { calls, changes, reads, state };
}

const renderPage = () =>
  renderRoutes(
    [{ path: '/startup-data-requests', element: <StartupRequestsPage /> }],
    '/startup-data-requests',
  );

const card = (title: string) => screen.findByRole('article', { name: title });

describe('StartupRequestsPage', () => {
  beforeEach(() => {
    // Only the clock: the D-day counts from 2026.10.12 in Korea.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-12T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each request as a card with its status, due date and answers', async () => {
    serveInbox({
      entries: [
        inboxEntry(requestTarget(3, { ask: requestAsk({ title: '3분기 실적 요청' }) })),
        inboxEntry(
          requestTarget(2, {
            status: 'late',
            status_label: '기한 지남',
            ask: requestAsk({ title: '연간 재무제표 요청', due_on: '2026-10-10' }),
          }),
        ),
        inboxEntry(
          requestTarget(1, {
            status: 'answered',
            status_label: '응답 완료',
            answered_at: '2026-10-10T05:30:00Z',
            ask: requestAsk({ title: '2분기 실적 요청' }),
          }),
          [requestAnswer()],
        ),
      ],
    });
    renderPage();

    const waiting = await card('3분기 실적 요청');
    expect(within(waiting).getByText('응답 대기')).toBeInTheDocument();
    expect(within(waiting).getByText('데모투자파트너스')).toBeInTheDocument();
    expect(
      within(waiting).getByText('2026년 3분기 매출, 현금 잔고 · 서류(IR 자료)'),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('2026.10.15')).toBeInTheDocument();
    expect(within(waiting).getByText('D-3')).toBeInTheDocument();
    expect(within(waiting).getByText(/분기 실적을 보내 주세요\./)).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: '자료 제출' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('region', { name: '제출 내역' })).not.toBeInTheDocument();

    const late = await card('연간 재무제표 요청');
    expect(within(late).getByText('기한 지남')).toBeInTheDocument();
    expect(within(late).getByText('D+2')).toBeInTheDocument();

    const answered = await card('2분기 실적 요청');
    expect(within(answered).getByText('응답 완료')).toBeInTheDocument();
    // Answered: the due date no longer counts down.
    expect(within(answered).queryByText(/^D[-+]/)).not.toBeInTheDocument();
    expect(within(answered).getByRole('button', { name: '다시 제출' })).toBeInTheDocument();
    const history = within(answered).getByRole('region', { name: '제출 내역' });
    expect(within(history).getByText('제출 내역 (1건)')).toBeInTheDocument();
    expect(within(history).getByText('2026.10.10 14:30')).toBeInTheDocument();
    expect(within(history).getByText('최창업')).toBeInTheDocument();
    expect(within(history).getByText('1,200,000,000원')).toBeInTheDocument();
    expect(within(history).getByText('300,000,000원')).toBeInTheDocument();
    expect(within(history).getByText('3분기 가결산 기준입니다.')).toBeInTheDocument();
  });

  it('says so when no request came', async () => {
    serveInbox({ entries: [] });
    renderPage();
    expect(await screen.findByText('받은 자료 요청이 없습니다.')).toBeInTheDocument();
  });

  it('answers a request in place and shows the inbox as read again', async () => {
    const ask = requestAsk({ title: '3분기 실적 요청', items: ['quarterly_sales', 'headcount'] });
    const { changes, reads } = serveInbox({
      entries: [inboxEntry(requestTarget(3, { ask }))],
      afterAnswer: [
        inboxEntry(
          requestTarget(3, {
            ask,
            status: 'answered',
            status_label: '응답 완료',
            answered_at: '2026-10-12T03:00:00Z',
          }),
          [requestAnswer({ sales: 1_500_000, cash: null, headcount: 12, note: '' })],
        ),
      ],
    });
    renderPage();
    const user = userEvent.setup();
    const waiting = await card('3분기 실적 요청');
    await user.click(within(waiting).getByRole('button', { name: '자료 제출' }));

    const form = within(waiting).getByRole('region', { name: '자료 제출 양식' });
    expect(within(form).queryByLabelText(/^현금 잔고/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^분기 매출/), '1500000');
    await user.type(within(form).getByLabelText(/^임직원 수/), '12');
    await user.click(within(form).getByRole('button', { name: '제출' }));

    expect(await screen.findByText('자료를 제출했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/startup-data-requests/3/answer',
        search: '',
        body: { note: '', sales: 1_500_000, headcount: 12 },
      },
    ]);
    const answered = await card('3분기 실적 요청');
    expect(await within(answered).findByText('응답 완료')).toBeInTheDocument();
    expect(within(answered).getByText('1,500,000원')).toBeInTheDocument();
    expect(within(answered).getByText('12명')).toBeInTheDocument();
    expect(within(answered).getByRole('button', { name: '다시 제출' })).toBeInTheDocument();
    expect(within(answered).queryByRole('region', { name: '자료 제출 양식' })).toBeNull();
    expect(reads('/startup-data-requests')).toHaveLength(2);
  });

  it('uploads an asked document through the startup’s own upload, with its progress', async () => {
    const { changes, state } = serveInbox({
      entries: [inboxEntry(requestTarget(3, { ask: requestAsk({ title: '3분기 실적 요청' }) }))],
      // Uploaded before the request was sent: it does not answer it.
      documents: [
        requestDocument(50, 'SF04', '작년 IR.pdf', { uploaded_at: '2026-09-01T01:00:00Z' }),
      ],
    });
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await card('3분기 실적 요청')).getByRole('button', { name: '자료 제출' }),
    );
    const ir = await screen.findByRole('region', { name: 'IR 자료' });
    expect(within(ir).getByText('미제출')).toBeInTheDocument();
    expect(within(ir).queryByText('작년 IR.pdf')).not.toBeInTheDocument();

    await user.upload(within(ir).getByLabelText('IR 자료 파일 선택'), pdf('IR 2026.pdf'));
    expect(
      await within(ir).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    // The answer waits for the file.
    expect(screen.getByRole('button', { name: '제출' })).toBeDisabled();
    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(within(ir).getByText('IR 2026.pdf')).toBeInTheDocument();
    expect(within(ir).getByText('1개 올림')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '제출' })).toBeEnabled();
    expect(changes()).toEqual([
      { method: 'POST', path: '/startups/7/documents', search: '?kind=SF04', body: { parts: 1 } },
    ]);
  });

  it("shows the documents' refusal under them", async () => {
    serveInbox({
      entries: [
        inboxEntry(
          requestTarget(3, { ask: requestAsk({ title: '3분기 실적 요청', items: ['documents'] }) }),
        ),
      ],
    });
    server.use(
      http.post(api('/startup-data-requests/3/answer'), () =>
        problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'documents', message: '요청한 서류를 올려 주세요: IR 자료' },
        ]),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await card('3분기 실적 요청')).getByRole('button', { name: '자료 제출' }),
    );
    await user.click(await screen.findByRole('button', { name: '제출' }));
    const documents = screen.getByRole('region', { name: '요청 서류' });
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      '요청한 서류를 올려 주세요: IR 자료',
    );
    // The form stays open for the upload.
    expect(screen.getByRole('region', { name: '자료 제출 양식' })).toBeInTheDocument();
  });

  it('shows the 준비 중 page to anyone but a startup member', async () => {
    const { reads } = serveInbox({ me: demoCeo, entries: [] });
    renderPage();
    expect(await screen.findByText('준비 중')).toBeInTheDocument();
    await waitFor(() => expect(reads('/startup-data-requests')).toHaveLength(0));
  });
});
