import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { DataRequestBody } from '../api';
import { freezeDate, serveMe } from '../test/requestServer';
import { DataRequestNewPage } from './DataRequestNewPage';

const KINDS = [
  { code: 'SF01', label: '사업자등록증' },
  { code: 'SF04', label: 'IR 자료' },
  { code: 'SF15', label: '주주명부' },
];

function setup(answer: () => Response | Promise<Response>) {
  const sent: DataRequestBody[] = [];
  const keys: (string | null)[] = [];
  serveMe();
  server.use(
    http.get(api('/startup-file-rules'), () =>
      HttpResponse.json({
        kinds: KINDS,
        max_document_bytes: 52_428_800,
        max_documents_per_kind: 20,
        max_image_bytes: 5_242_880,
      }),
    ),
    http.get(api('/interest-companies'), () =>
      HttpResponse.json({
        items: [{ id: 7, name: '관심기업7' }].map((card) => ({
          ...card,
          industry: 'ict_service',
          region: 'SD01',
          tags: [],
          is_venture: false,
          is_tips: false,
          has_follow_on: false,
          incubated: false,
          one_line_intro: '',
          total_investment: 0,
        })),
        page: 1,
        page_size: 100,
        total_count: 1,
      }),
    ),
    http.get(api('/startups/suggestions'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(
        [
          { id: 3, name: '데모기업3' },
          { id: 4, name: '데모기업4' },
        ].filter((item) => item.name.includes(q)),
      );
    }),
    http.post(api('/data-requests'), async ({ request }) => {
      sent.push((await request.json()) as DataRequestBody);
      keys.push(request.headers.get('Idempotency-Key'));
      return answer();
    }),
  );
  const view = renderRoutes(
    [
      { path: '/data-requests/new', element: <DataRequestNewPage /> },
      { path: '/data-requests/:requestId', element: <p>자료 요청 상세 화면</p> },
      { path: '/data-requests', element: <p>자료 요청 목록 화면</p> },
    ],
    '/data-requests/new',
  );
  return { ...view, sent, keys };
}

type User = ReturnType<typeof userEvent.setup>;

async function pickOption(user: User, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  // The dropdown's transition never ends under jsdom: its options count as hidden.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

async function addByName(user: User, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: '기업명으로 추가' }), typed);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

const created = () => HttpResponse.json({ id: 42 }, { status: 201 });

describe('DataRequestNewPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('starts at the last finished quarter and shows each field with its item', async () => {
    setup(created);
    const user = userEvent.setup();
    const due = await screen.findByLabelText(/^기한/);
    // Today is 2026-11-25: two weeks to answer.
    expect(due).toHaveValue('2026-12-09');
    expect(screen.queryByRole('combobox', { name: '분기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /재무제표 연도/ })).not.toBeInTheDocument();
    expect(screen.queryByText('서류 종류')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '분기 매출' }));
    expect(screen.getByRole('combobox', { name: '분기 연도' })).toHaveValue('2026년');
    expect(screen.getByRole('combobox', { name: '분기' })).toHaveValue('3분기');

    await user.click(screen.getByRole('checkbox', { name: '연간 재무제표' }));
    expect(screen.getByRole('combobox', { name: /재무제표 연도/ })).toHaveValue('2025년');

    await user.click(screen.getByRole('checkbox', { name: '서류' }));
    expect(screen.getByText('서류 종류')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '연간 재무제표' }));
    expect(screen.queryByRole('combobox', { name: /재무제표 연도/ })).not.toBeInTheDocument();
  });

  it('sends what was filled in and opens the new request', async () => {
    const { sent, keys, router } = setup(created);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^제목/), '3분기 실적 요청');
    await user.type(screen.getByLabelText('요청 내용'), '부탁드립니다.');
    await user.click(screen.getByRole('checkbox', { name: '현금 잔고' }));
    await user.click(screen.getByRole('checkbox', { name: '분기 매출' }));
    await pickOption(user, screen.getByRole('combobox', { name: '분기' }), '2분기');
    await user.click(screen.getByRole('checkbox', { name: '서류' }));
    await pickOption(user, screen.getByPlaceholderText('요청할 서류 선택'), 'IR 자료');

    await addByName(user, '데모', '데모기업4');
    // A picked startup is not offered again.
    await user.type(screen.getByRole('combobox', { name: '기업명으로 추가' }), '데모');
    const other = await screen.findByRole('option', { name: '데모기업3', hidden: true });
    expect(screen.queryByRole('option', { name: '데모기업4', hidden: true })).toBeNull();
    await user.click(other);
    await pickOption(
      user,
      screen.getByRole('combobox', { name: '관심 기업에서 추가' }),
      '관심기업7',
    );

    const picked = screen.getByRole('table', { name: '선택한 기업' });
    expect(within(picked).getAllByRole('row')).toHaveLength(4);
    expect(within(picked).getByLabelText('데모기업4 이메일')).toHaveAttribute(
      'placeholder',
      '기업 계정 이메일로 보냅니다',
    );
    await user.type(within(picked).getByLabelText('관심기업7 이메일'), 'cfo@demo7.kr');
    await user.click(within(picked).getByRole('button', { name: '데모기업3 삭제' }));

    await user.click(screen.getByRole('button', { name: '요청 보내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-requests/42'));
    expect(await screen.findByText('자료 요청을 보냈습니다.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: '3분기 실적 요청',
        message: '부탁드립니다.',
        items: ['quarterly_sales', 'cash', 'documents'],
        year: 2026,
        quarter: 2,
        statements_year: null,
        document_kinds: ['SF04'],
        due_on: '2026-12-09',
        startups: [
          { startup_id: 4, email: null },
          { startup_id: 7, email: 'cfo@demo7.kr' },
        ],
      },
    ]);
    // A retried send must not mail the startups twice: the request carries its key.
    expect(keys[0]).toMatch(/^[!-~]{8,}$/);
  });

  it('shows the server’s messages under their fields and sends once', async () => {
    const { sent, router } = setup(async () => {
      await delay(300);
      return problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
        { field: 'title', message: '요청 제목을 입력해 주세요.' },
        { field: 'items', message: '요청할 항목을 하나 이상 골라 주세요.' },
        { field: 'document_kinds', message: '요청할 서류를 하나 이상 골라 주세요.' },
        { field: 'startups.0.email', message: '데모기업3의 담당자 이메일이 없습니다.' },
      ]);
    });
    const user = userEvent.setup();
    await screen.findByLabelText(/^제목/);
    await addByName(user, '데모기업3', '데모기업3');

    const send = screen.getByRole('button', { name: '요청 보내기' });
    await user.dblClick(send);
    expect(await screen.findByText('요청 제목을 입력해 주세요.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByLabelText(/^제목/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('요청할 항목을 하나 이상 골라 주세요.')).toBeInTheDocument();
    // The documents' field shows with the server's message though 서류 is unchecked.
    expect(screen.getByText('요청할 서류를 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('데모기업3 이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('데모기업3의 담당자 이메일이 없습니다.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-requests/new');
  });

  it('asks for a startup under the list when none is picked', async () => {
    setup(() =>
      problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
        { field: 'startups', message: '요청할 기업을 골라 주세요.' },
      ]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '요청 보내기' }));
    expect(await screen.findByText('요청할 기업을 골라 주세요.')).toBeInTheDocument();
    await addByName(user, '데모', '데모기업3');
    expect(screen.queryByText('요청할 기업을 골라 주세요.')).not.toBeInTheDocument();
  });
});
