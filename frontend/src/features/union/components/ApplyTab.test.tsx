import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { unionDetail } from '../test/fixtures';
import { applicant, applicantList } from '../test/applicantFixtures';
import { UnionDetailPage } from '../pages/UnionDetailPage';

interface Seen {
  page: string | null;
  q: string | null;
  status: string | null;
}

function setup(total = 23) {
  const seen: Seen[] = [];
  const added: unknown[] = [];
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    http.get(api('/unions/5/applicants'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({ page: params.get('page'), q: params.get('q'), status: params.get('status') });
      const page = Number(params.get('page') ?? '1');
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        (page - 1) * 10,
        page * 10,
      );
      return HttpResponse.json(
        applicantList(
          ids.map((id) => applicant(id)),
          { page, total_count: total },
        ),
      );
    }),
    http.post(api('/unions/5/applicants'), async ({ request }) => {
      added.push(await request.json());
      return problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
        { field: 'unit_count', message: '좌수를 입력해 주세요' },
      ]);
    }),
  );
  renderRoutes(
    [
      {
        path: '/lp-invest-union-management/detail/:fundIdx/apply',
        element: <UnionDetailPage />,
      },
      {
        path: '/lp-invest-union-management/detail/:fundIdx/apply/member/:memberIdx',
        element: <p>신청자 상세 화면</p>,
      },
    ],
    '/lp-invest-union-management/detail/5/apply',
  );
  return { seen, added };
}

describe('ApplyTab', () => {
  it('shows the totals tiles, the counts on the status tabs and the rows', async () => {
    setup();
    const row = (await screen.findByText('신청자1')).closest('tr')!;
    expect(within(row).getByText('개인')).toBeInTheDocument();
    expect(within(row).getByText('1,000만원')).toBeInTheDocument();
    expect(within(row).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(row).getByText('심사중')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.21')).toBeInTheDocument();
    expect(screen.getByText('전체 10')).toBeInTheDocument();
    expect(screen.getByText('심사중 3')).toBeInTheDocument();
    expect(screen.getByText('심사완료 2')).toBeInTheDocument();
    expect(screen.getByText('납입완료 4')).toBeInTheDocument();
    expect(screen.getByText('출자마감 0')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('tile-총 출자 목표액')).getByText('3억원'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-신청 금액')).getByText('1.5억원')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-신청자 수')).getByText('10명')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-GP 수')).getByText('2명')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-진행률')).getByText('46%')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-납입 금액')).getByText('4,000만원')).toBeInTheDocument();
  });

  it('debounces the search and asks for page 1 again', async () => {
    const { seen } = setup();
    const user = userEvent.setup();
    await screen.findByText('신청자1');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByText('신청자11');
    expect(seen.at(-1)?.page).toBe('2');
    const before = seen.length;
    await user.type(screen.getByRole('textbox', { name: '신청자 검색' }), '김');
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', q: '김', status: null }), {
      timeout: 2000,
    });
    expect(seen.slice(before)).toHaveLength(1);
  });

  it('filters by a status tab and opens a row', async () => {
    const { seen } = setup(3);
    const user = userEvent.setup();
    await screen.findByText('신청자1');
    await user.click(screen.getByText('심사완료 2'));
    await waitFor(() => expect(seen.at(-1)?.status).toBe('C'));
    await user.click(await screen.findByText('신청자2'));
    expect(await screen.findByText('신청자 상세 화면')).toBeInTheDocument();
  });

  it('computes the amount live and shows server field errors in the add modal', async () => {
    const { added } = setup(3);
    const user = userEvent.setup();
    await screen.findByText('신청자1');
    await user.click(screen.getByRole('button', { name: '신청자 추가' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '홍길동');
    await user.type(within(dialog).getByRole('textbox', { name: /좌수/ }), '3');
    expect(within(dialog).getByTestId('applicant-amount')).toHaveTextContent('3,000,000원');
    await user.clear(within(dialog).getByRole('textbox', { name: /좌수/ }));
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('좌수를 입력해 주세요')).toBeInTheDocument();
    expect(added).toHaveLength(1);
  });

  it('disables 신청자 추가 for a formed union and shows the empty state', async () => {
    server.use(
      http.get(api('/unions/5'), () =>
        HttpResponse.json(unionDetail({ status: 'E', editable: false })),
      ),
      http.get(api('/unions/5/applicants'), () => HttpResponse.json(applicantList([]))),
    );
    renderRoutes(
      [{ path: '/lp-invest-union-management/detail/:fundIdx/apply', element: <UnionDetailPage /> }],
      '/lp-invest-union-management/detail/5/apply',
    );
    expect(await screen.findByText('조합원 목록이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '신청자 추가' })).toBeDisabled();
  });

  it('opens the invite modal from 초대하기 while the union recruits', async () => {
    setup(3);
    const sent: unknown[] = [];
    server.use(
      http.post(api('/unions/5/invitations'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          new_invitations: ['a@x.kr'],
          already_invited: [],
          invalid_emails: [],
          failed_emails: [],
        });
      }),
    );
    const user = userEvent.setup();
    await screen.findByText('신청자1');
    await user.click(screen.getByRole('button', { name: '초대하기' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 초대하기' });
    await user.type(within(dialog).getByRole('textbox', { name: '이메일' }), 'a@x.kr');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('dialog', { name: '초대 결과' })).toBeInTheDocument();
    expect(sent).toEqual([{ emails: 'a@x.kr' }]);
  });

  it('disables 초대하기 with the reason unless the union recruits (R) or recruits again (A)', async () => {
    for (const [status, enabled] of [
      ['A', true],
      ['S', false],
      ['E', false],
    ] as const) {
      server.use(
        http.get(api('/unions/5'), () => HttpResponse.json(unionDetail({ status }))),
        http.get(api('/unions/5/applicants'), () => HttpResponse.json(applicantList([]))),
      );
      const view = renderRoutes(
        [
          {
            path: '/lp-invest-union-management/detail/:fundIdx/apply',
            element: <UnionDetailPage />,
          },
        ],
        '/lp-invest-union-management/detail/5/apply',
      );
      const button = await screen.findByRole('button', { name: '초대하기' });
      if (enabled) {
        expect(button).toBeEnabled();
      } else {
        expect(button).toBeDisabled();
        await userEvent.setup().hover(button.parentElement!);
        expect(
          await screen.findByText('모집중 또는 추가모집 중인 조합만 초대할 수 있습니다.'),
        ).toBeInTheDocument();
      }
      view.unmount();
    }
  });
});
