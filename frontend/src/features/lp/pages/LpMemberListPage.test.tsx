import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { lpPage, lpRow } from '../test/fixtures';
import { LpMemberListPage } from './LpMemberListPage';

interface Seen {
  status: string | null;
  q: string | null;
  page: string | null;
  pageSize: string | null;
}

function setup(total = 3) {
  const seen: Seen[] = [];
  const created: { body: unknown; key: string | null }[] = [];
  server.use(
    http.get(api('/lp-members'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push({
        status: params.get('status'),
        q: params.get('q'),
        page: params.get('page'),
        pageSize: params.get('page_size'),
      });
      const page = Number(params.get('page') ?? '1');
      const rows = Array.from({ length: total }, (_, index) => index + 1)
        .slice((page - 1) * 10, page * 10)
        .map((id) =>
          id === 2 ? lpRow(2, { name: '', email: 'pending@example.com', status: 'W' }) : lpRow(id),
        );
      return HttpResponse.json(lpPage(rows, { page, total_count: total }));
    }),
    http.post(api('/lp-members'), async ({ request }) => {
      created.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return problem(409, 'lp_email_taken', '이미 등록된 이메일입니다.');
    }),
  );
  renderRoutes(
    [
      { path: '/lp-membership-management/list', element: <LpMemberListPage /> },
      { path: '/lp-membership-management/detail/:lpMemberIdx', element: <p>LP 상세 화면</p> },
    ],
    '/lp-membership-management/list',
  );
  return { seen, created };
}

describe('LpMemberListPage', () => {
  it('shows the formatted phone, the amount in 억원, the type and the status of each LP', async () => {
    const { seen } = setup();
    const row = (await screen.findByText('LP1')).closest('tr')!;
    expect(within(row).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(row).getByText('1.5억원')).toBeInTheDocument();
    expect(within(row).getByText('개인')).toBeInTheDocument();
    expect(within(row).getByText('정상')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(seen[0]).toEqual({ status: null, q: null, page: '1', pageSize: '10' });
  });

  it('shows the e-mail in place of the name until the LP signs up', async () => {
    setup();
    const cells = (await screen.findAllByText('pending@example.com')).map((cell) =>
      cell.closest('td'),
    );
    // Both the name column and the e-mail column show the address.
    expect(cells).toHaveLength(2);
    expect(within(cells[0]!.closest('tr')!).getByText('대기')).toBeInTheDocument();
  });

  it('sends status= for a status filter and starts again at page 1', async () => {
    const { seen } = setup(23);
    const user = userEvent.setup();
    await screen.findByText('LP1');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(seen.at(-1)?.page).toBe('2'));
    await user.click(screen.getByRole('radio', { name: '정지' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'S', page: '1' }));
    await user.click(screen.getByRole('radio', { name: '대기' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'W', page: '1' }));
  });

  it('searches after the debounce, once, from page 1', async () => {
    const { seen } = setup(23);
    const user = userEvent.setup();
    await screen.findByText('LP1');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(seen.at(-1)?.page).toBe('2'));
    const before = seen.length;
    await user.type(screen.getByRole('textbox', { name: 'LP 검색' }), '홍길');
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ q: '홍길', page: '1' }), {
      timeout: 2000,
    });
    expect(seen.slice(before)).toHaveLength(1);
  });

  it('opens the detail from a row', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByText('LP3'));
    expect(await screen.findByText('LP 상세 화면')).toBeInTheDocument();
  });

  it('shows 내역이 없습니다. when there is no LP', async () => {
    setup(0);
    expect(await screen.findByText('내역이 없습니다.')).toBeInTheDocument();
  });

  it('records an LP by hand and shows a taken e-mail under its field', async () => {
    const { created } = setup();
    const user = userEvent.setup();
    await screen.findByText('LP1');
    await user.click(screen.getByRole('button', { name: 'LP 등록' }));
    const dialog = await screen.findByRole('dialog', { name: 'LP 등록' });
    await user.type(within(dialog).getByRole('textbox', { name: /이름/ }), '김투자');
    await user.click(within(dialog).getByRole('radio', { name: '법인' }));
    await user.type(within(dialog).getByRole('textbox', { name: '연락처' }), '0212345678');
    await user.type(within(dialog).getByRole('textbox', { name: /이메일/ }), 'kim@x.kr');
    await user.type(within(dialog).getByRole('textbox', { name: '메모' }), '소개');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('이미 등록된 이메일입니다.')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toEqual({
      name: '김투자',
      lp_type: 'corporate',
      phone: '0212345678',
      email: 'kim@x.kr',
      note: '소개',
    });
    expect(created[0]!.key).toBeTruthy();
  });
});
