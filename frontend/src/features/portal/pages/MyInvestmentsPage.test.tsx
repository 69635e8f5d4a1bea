import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { MyApplicationDto, PortalUnionDto } from '../api';
import { myApplication, portalUnion } from '../test/fixtures';
import { MyInvestmentsPage } from './MyInvestmentsPage';

/** Serves both lists; an application (POST) changes them like the server would. */
function setup(initialUnions: PortalUnionDto[], initialApplications: MyApplicationDto[] = []) {
  let unions = initialUnions;
  let applications = initialApplications;
  const posts: { unionId: number; body: unknown }[] = [];
  const loads = { unions: 0 };
  server.use(
    http.get(api('/me/lp/unions'), () => {
      loads.unions += 1;
      return HttpResponse.json(unions);
    }),
    http.get(api('/me/lp/applications'), () => HttpResponse.json(applications)),
    http.post(api('/me/lp/unions/:unionId/applications'), async ({ params, request }) => {
      const unionId = Number(params.unionId);
      const body = (await request.json()) as { unit_count: number; unit_price: number };
      posts.push({ unionId, body });
      const created = myApplication(70, {
        union: portalUnion(unionId, { applicant_id: 70 }),
      });
      unions = unions.map((u) => (u.union_id === unionId ? { ...u, applicant_id: 70 } : u));
      applications = [...applications, created];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return { posts, loads };
}

/** An application of `amount` won in `status`. */
const applied = (
  id: number,
  status: MyApplicationDto['applicant']['status'],
  amount: number,
): MyApplicationDto => {
  const base = myApplication(id);
  return { ...base, applicant: { ...base.applicant, status, amount } };
};

const render = (path = '/my-investments') =>
  renderRoutes(
    [
      { path: '/my-investments', element: <MyInvestmentsPage /> },
      { path: '/my-investments/:applicantId', element: <p>신청 상세 화면</p> },
    ],
    path,
  );

describe('MyInvestmentsPage', () => {
  it('refuses an empty unit count, shows the amount live and applies', async () => {
    const { posts, loads } = setup([portalUnion(5)]);
    render();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '데모 5호 조합' });
    expect(within(card).getByText('1,000,000원')).toBeInTheDocument();
    expect(within(card).getByText('2026.11.01 ~ 2026.12.31')).toBeInTheDocument();
    expect(await screen.findByText('출자 신청 내역이 없습니다.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '출자 신청' }));

    const dialog = await screen.findByRole('dialog', { name: '출자 신청' });
    await user.click(within(dialog).getByRole('button', { name: '신청' }));
    expect(await within(dialog).findByText('좌수를 입력해 주세요')).toBeInTheDocument();
    expect(posts).toEqual([]);

    expect(within(dialog).getByTestId('apply-amount')).toHaveTextContent('0원');
    await user.type(within(dialog).getByLabelText(/^좌수/), '1200');
    expect(within(dialog).getByTestId('apply-amount')).toHaveTextContent('1,200,000,000원');
    await user.click(within(dialog).getByRole('button', { name: '신청' }));

    expect(await screen.findByText('출자 신청이 완료되었습니다.')).toBeInTheDocument();
    expect(posts).toEqual([{ unionId: 5, body: { unit_count: 1200, unit_price: 1_000_000 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Both lists reload: the card now leads to the application, and the table lists it.
    expect(await within(card).findByRole('link', { name: '신청 내역 보기' })).toHaveAttribute(
      'href',
      '/my-investments/70',
    );
    expect(loads.unions).toBe(2);
    expect(await screen.findByRole('cell', { name: '데모 5호 조합' })).toBeInTheDocument();
  });

  it("keeps the server's refusal in the dialog", async () => {
    setup([portalUnion(5)]);
    server.use(
      http.post(api('/me/lp/unions/5/applications'), () =>
        problem(409, 'union_not_recruiting', '모집 중인 조합이 아닙니다.'),
      ),
    );
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '출자 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '출자 신청' });
    await user.type(within(dialog).getByLabelText(/^좌수/), '3');
    await user.click(within(dialog).getByRole('button', { name: '신청' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '모집 중인 조합이 아닙니다.',
    );
  });

  it('opens the apply dialog of ?apply={union_id} only while the LP can still apply', async () => {
    setup([
      portalUnion(5),
      portalUnion(6, { applicant_id: 60 }),
      portalUnion(7, { recruiting: false, status: 'C' }),
    ]);
    const { router } = render('/my-investments?apply=5');
    const dialog = await screen.findByRole('dialog', { name: '출자 신청' });
    expect(within(dialog).getByText('데모 5호 조합')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed for good: the param is gone, so a reload does not reopen it.
    expect(router.state.location.search).toBe('');

    const closed = screen.getByRole('article', { name: '데모 7호 조합' });
    expect(within(closed).getByText('모집마감')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: '출자 신청' })).not.toBeInTheDocument();
    expect(within(closed).getByText('지금은 출자 신청을 받지 않습니다.')).toBeInTheDocument();
  });

  it('does not open the dialog for a union already applied to', async () => {
    setup([portalUnion(6, { applicant_id: 60 })]);
    render('/my-investments?apply=6');
    expect(await screen.findByRole('link', { name: '신청 내역 보기' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the applications with Korean statuses and opens one on click', async () => {
    setup([], [myApplication(7)]);
    const { router } = render();
    expect(await screen.findByText('초대받은 조합이 없습니다.')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: '데모 5호 조합' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '데모 5호 조합',
      '데모투자파트너스',
      '3좌',
      '300만원',
      '서류제출',
      '2건',
      '2026.11.21',
    ]);
    await userEvent.setup().click(row);
    expect(await screen.findByText('신청 상세 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-investments/7');
  });
});

describe('내 출자 요약', () => {
  it('sums the applications: count, applied, paid (P and F) with its share, still to pay', async () => {
    setup(
      [],
      [applied(1, 'S', 3_000_000), applied(2, 'P', 5_000_000), applied(3, 'F', 12_000_000)],
    );
    render();
    const summary = await screen.findByRole('region', { name: '내 출자 요약' });
    expect(within(summary).getByTestId('tile-신청 건수')).toHaveTextContent('3건');
    expect(within(summary).getByTestId('tile-출자 신청 금액')).toHaveTextContent('2,000만원');
    const paid = within(summary).getByTestId('tile-납입 완료');
    expect(paid).toHaveTextContent('1,700만원');
    expect(within(paid).getByRole('progressbar', { name: '납입률 85%' })).toBeInTheDocument();
    expect(within(summary).getByTestId('tile-납입 대기')).toHaveTextContent('300만원');
  });

  it('is not shown without applications', async () => {
    setup([portalUnion(5)]);
    render();
    expect(await screen.findByText('출자 신청 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '내 출자 요약' })).toBeNull();
  });

  it('shows nothing while the applications load', async () => {
    setup([portalUnion(5)], [applied(1, 'P', 5_000_000)]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(api('/me/lp/applications'), async () => {
        await answered;
        return HttpResponse.json([applied(1, 'P', 5_000_000)]);
      }),
    );
    render();
    await screen.findByRole('article', { name: '데모 5호 조합' });
    expect(screen.queryByRole('region', { name: '내 출자 요약' })).toBeNull();
    answer();
    const summary = await screen.findByRole('region', { name: '내 출자 요약' });
    expect(within(summary).getByTestId('tile-납입 완료')).toHaveTextContent('500만원');
    expect(within(summary).getByTestId('tile-납입 대기')).toHaveTextContent('0원');
  });
});
