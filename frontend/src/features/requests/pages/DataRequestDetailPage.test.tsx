import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { DataRequestDetailDto } from '../api';
import { answerOf, mailOf, requestDetail, targetDetail, targetOf } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/requestServer';
import { DataRequestDetailPage } from './DataRequestDetailPage';

const detail = () =>
  requestDetail(
    [
      targetDetail(targetOf(1), [], [mailOf('sent')]),
      targetDetail(
        targetOf(2, { status: 'late', status_label: '기한 지남', reminders: 3 }),
        [],
        [mailOf('sent'), mailOf('failed', '2026-11-25T00:00:00Z')],
      ),
      targetDetail(
        targetOf(3, {
          status: 'answered',
          status_label: '응답 완료',
          answered_at: '2026-11-18T02:00:00Z',
          reminders: 1,
        }),
        [
          // The latest first, as the server sends them: a correction through the account.
          answerOf({
            answered_at: '2026-11-20T05:30:00Z',
            note: '현금 잔고를 고쳤습니다.',
            statements: {
              balance: { year: 2025, total_assets: 2_000_000_000, total_liabilities: 500_000_000 },
              income: { year: 2025, sales: 4_800_000_000, net_income: -120_000_000 },
            },
          }),
          answerOf({
            answered_at: '2026-11-18T02:00:00Z',
            author_name: '데모기업3 담당자',
            via: 'link',
            cash: 300_000_000,
          }),
        ],
        [mailOf('sent'), mailOf('queued', '2026-11-25T00:00:00Z')],
      ),
      targetDetail(
        targetOf(4, {
          status: 'answered_late',
          status_label: '기한 후 응답',
          answered_at: '2026-11-30T02:00:00Z',
        }),
        [answerOf({ answered_at: '2026-11-30T02:00:00Z' })],
      ),
    ],
    { answered: 2, late: 1 },
  );

function setup(answer: () => Response) {
  const requested: string[] = [];
  serveMe();
  server.use(
    http.get(api('/data-requests/:requestId'), ({ params }) => {
      requested.push(String(params.requestId));
      return answer();
    }),
  );
  renderRoutes(
    [
      { path: '/data-requests/:requestId', element: <DataRequestDetailPage /> },
      { path: '/data-requests', element: <p>자료 요청 목록 화면</p> },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
    ],
    '/data-requests/5',
  );
  return { requested };
}

const ok = (body: DataRequestDetailDto) => () => HttpResponse.json(body);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('DataRequestDetailPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('shows what was asked, the counts and each startup’s status and mail', async () => {
    const { requested } = setup(ok(detail()));
    expect(
      await screen.findByRole('heading', { name: '2026년 3분기 실적 자료 요청' }),
    ).toBeInTheDocument();
    expect(requested).toEqual(['5']);
    const ask = within(screen.getByRole('region', { name: '요청 내용' }));
    expect(ask.getByText('2026.11.28')).toBeInTheDocument();
    expect(ask.getByText('D-3')).toBeInTheDocument();
    expect(ask.getByText(/3분기 실적을 보내 주세요/)).toBeInTheDocument();

    expect(screen.getByTestId('tile-요청 기업')).toHaveTextContent('4곳');
    expect(screen.getByTestId('tile-응답 완료')).toHaveTextContent('2곳');
    expect(screen.getByTestId('tile-응답 대기')).toHaveTextContent('1곳');
    expect(screen.getByTestId('tile-기한 지남')).toHaveTextContent('1곳');

    const waiting = within(rowOf('데모기업1'));
    expect(waiting.getByText('응답 대기')).toBeInTheDocument();
    expect(waiting.getByText('ceo1@demo.kr')).toBeInTheDocument();
    expect(waiting.getByText('발송 완료')).toBeInTheDocument();
    expect(waiting.getByText('0회')).toBeInTheDocument();

    const late = within(rowOf('데모기업2'));
    expect(late.getByText('기한 지남')).toBeInTheDocument();
    expect(late.getByText('발송 실패')).toBeInTheDocument();
    expect(late.getByText('3회')).toBeInTheDocument();

    const answered = within(rowOf('데모기업3'));
    expect(answered.getByText('응답 완료')).toBeInTheDocument();
    expect(answered.getByText('2026.11.18 11:00')).toBeInTheDocument();
    expect(answered.getByText('발송 중')).toBeInTheDocument();

    expect(within(rowOf('데모기업4')).getByText('기한 후 응답')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '데모기업4' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=40',
    );
  });

  it('opens a startup’s row onto its answers, the latest first', async () => {
    setup(ok(detail()));
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '데모기업3 응답 내역' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('answer')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [latest, first] = screen.getAllByTestId('answer').map((answer) => within(answer));
    expect(latest!.getByText('2026.11.20 14:30')).toBeInTheDocument();
    expect(latest!.getByText('이대표')).toBeInTheDocument();
    expect(latest!.getByText('계정')).toBeInTheDocument();
    expect(latest!.getByText('12.50억원')).toBeInTheDocument();
    expect(latest!.getByText('3.40억원')).toBeInTheDocument();
    expect(latest!.getByText('27명')).toBeInTheDocument();
    expect(latest!.getByText('2025년 재무제표')).toBeInTheDocument();
    expect(latest!.getByText('48.00억원')).toBeInTheDocument();
    expect(latest!.getByText('-1.20억원')).toBeInTheDocument();
    expect(latest!.getByText('현금 잔고를 고쳤습니다.')).toBeInTheDocument();
    expect(first!.getByText('메일 링크')).toBeInTheDocument();
    expect(first!.getByText('데모기업3 담당자')).toBeInTheDocument();
    expect(first!.getByText('3.00억원')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByTestId('answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '데모기업1 응답 내역' }));
    expect(screen.getByText('아직 응답이 없습니다.')).toBeInTheDocument();
  });

  it('says when the request is not the firm’s', async () => {
    setup(() => problem(404, 'data_request_not_found', '자료 요청을 찾을 수 없습니다.'));
    expect(
      await screen.findByRole('heading', { name: '자료 요청을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '자료 요청 목록으로 이동' })).toHaveAttribute(
      'href',
      '/data-requests',
    );
  });
});
