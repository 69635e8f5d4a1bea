import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unionDetail } from '@/features/union/test/fixtures';
import { koreanToday } from '@/shared/format';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { capitalBook, payment, position, share } from './test/fixtures';
import type { CapitalCallBody, CapitalDto, PaymentBody, PaymentDto } from './api';
import { CapitalTab } from './CapitalTab';

function setup(book: CapitalDto = capitalBook()) {
  let current = book;
  const payments: Record<number, PaymentDto[]> = { 21: [payment(31)] };
  const sent = {
    payments: [] as PaymentBody[],
    calls: [] as CapitalCallBody[],
    keys: [] as string[],
  };
  const cancelled: number[] = [];
  server.use(
    http.get(api('/unions/5/capital'), () => HttpResponse.json(current)),
    http.get(api('/unions/5/applicants/:id/payments'), ({ params }) => {
      const id = Number(params.id);
      const member = current.members.find((item) => item.applicant_id === id)!;
      return HttpResponse.json({
        position: member,
        payments: payments[id] ?? [],
        distributions: [],
      });
    }),
    http.post(api('/unions/5/capital/payments'), async ({ request }) => {
      const body = (await request.json()) as PaymentBody;
      sent.payments.push(body);
      sent.keys.push(request.headers.get('Idempotency-Key') ?? '');
      // 박미납 paid part of 1차: the book answers it as 일부 납입.
      current = {
        ...current,
        paid: current.paid + body.amount,
        members: current.members.map((item) =>
          item.applicant_id === body.applicant_id
            ? position(
                item.applicant_id ?? 0,
                item.name,
                item.status,
                [share(11, 3_000_000, body.amount, 'partial'), share(12, 4_000_000, 0, 'unpaid')],
                'partial',
              )
            : item,
        ),
      };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post(api('/unions/5/capital/calls'), async ({ request }) => {
      sent.calls.push((await request.json()) as CapitalCallBody);
      sent.keys.push(request.headers.get('Idempotency-Key') ?? '');
      current = { ...current, percent_left: 0 };
      return HttpResponse.json(current, { status: 201 });
    }),
    http.get(api('/unions/5/capital/gps/:seat/payments'), ({ params }) => {
      const seat = Number(params.seat);
      const gp = current.members.find((item) => item.gp_seat === seat)!;
      return HttpResponse.json({ position: gp, payments: [], distributions: [] });
    }),
    http.delete(api('/unions/5/capital/payments/:id'), ({ params }) => {
      cancelled.push(Number(params.id));
      payments[21] = [];
      return HttpResponse.json(current);
    }),
  );
  renderRoutes(
    [
      {
        path: '/',
        element: <CapitalTab union={unionDetail({ payment_method: book.payment_method })} />,
      },
    ],
    '/',
  );
  return { sent, cancelled };
}

const memberRow = (name: string) =>
  within(screen.getByRole('table', { name: '조합원별 납입 현황' }))
    .getByRole('link', { name })
    .closest('tr')!;
/** The row's cell under the column named `header`. */
const cellOf = (row: HTMLElement, header: string) => {
  const table = row.closest('table')!;
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent === header);
  return within(row).getAllByRole('cell')[index]!;
};

const openPayment = async (name: string) => {
  const user = userEvent.setup();
  await user.click(within(memberRow(name)).getByRole('button', { name: '납입 기록' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: '납입 기록' })) };
};

describe('CapitalTab', () => {
  it('shows the totals, the calls and every member with their share states', async () => {
    setup();
    const summary = within(await screen.findByRole('region', { name: '출자금 현황' }));
    expect(summary.getByText('수시납')).toBeInTheDocument();
    expect(summary.getByText('30,000,000원')).toBeInTheDocument();
    expect(summary.getByText('17,000,000원')).toBeInTheDocument();
    expect(summary.getByTestId('late-members')).toHaveTextContent('1명');
    expect(summary.getByTestId('late-amount')).toHaveTextContent('2,000,000원 (2026.11.15부터)');
    expect(summary.getByRole('progressbar', { name: '납입률' })).toHaveAttribute(
      'aria-valuenow',
      String((4 / 21) * 100),
    );
    expect(summary.getByText('19%')).toBeInTheDocument();

    const calls = within(screen.getByRole('table', { name: '출자 요청 목록' }));
    const first = within(calls.getByRole('rowheader', { name: '1차' }).closest('tr')!);
    expect(first.getByText('2026.11.15')).toBeInTheDocument();
    expect(first.getByText('30%')).toBeInTheDocument();
    expect(first.getByText('9,000,000원')).toBeInTheDocument();
    expect(first.getByText('연체 1명')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: '요청 취소' })).not.toBeInTheDocument();
    const second = within(calls.getByRole('rowheader', { name: '2차' }).closest('tr')!);
    expect(second.queryByText(/연체/)).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: '요청 취소' })).toBeEnabled();

    const late = memberRow('이연체');
    expect(within(late).getByText('서류제출')).toBeInTheDocument();
    expect(cellOf(late, '1차')).toHaveTextContent('1,000,000 / 3,000,000원연체');
    expect(cellOf(late, '2차')).toHaveTextContent('0 / 4,000,000원미납');
    const paid = memberRow('김납입');
    expect(within(paid).getByText('납입완료')).toBeInTheDocument();
    expect(cellOf(paid, '1차')).toHaveTextContent('완납');
    expect(cellOf(paid, '미납')).toHaveTextContent('4,000,000원');
    expect(within(paid).getByRole('link', { name: '김납입' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/apply/member/21',
    );
  });

  it('records a partial payment of the call still owed and shows the refreshed book', async () => {
    const { sent } = setup();
    await screen.findByRole('region', { name: '출자금 현황' });
    const { user, dialog } = await openPayment('박미납');
    expect(dialog.getByText('박미납')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: '출자 요청' })).toHaveValue(
      '1차 (남은 금액 3,000,000원)',
    );
    expect(dialog.getByLabelText(/^납입일/)).toHaveValue(koreanToday());
    const amount = dialog.getByRole('textbox', { name: '납입 금액' });
    expect(amount).toHaveValue('3,000,000');
    expect(amount).toHaveAccessibleDescription('남은 금액 3,000,000원');
    expect(await dialog.findByText('납입 기록이 없습니다.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1500000');
    await user.click(dialog.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(sent.payments).toHaveLength(1));
    expect(sent.payments[0]).toEqual({
      applicant_id: 23,
      call_id: 11,
      paid_on: koreanToday(),
      amount: 1_500_000,
      note: '',
    });
    expect(sent.keys[0]).not.toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(cellOf(memberRow('박미납'), '1차')).toHaveTextContent(
        '1,500,000 / 3,000,000원일부 납입',
      ),
    );
    const summary = within(screen.getByRole('region', { name: '출자금 현황' }));
    expect(summary.getByText('5,500,000원')).toBeInTheDocument();
    expect(cellOf(memberRow('박미납'), '미납')).toHaveTextContent('5,500,000원');
  });

  it('heads the table with the GP, which pays its own share of a call', async () => {
    const gp = {
      ...position(
        0,
        '데모파트너스',
        null,
        [share(11, 300_000, 0, 'unpaid'), share(12, 400_000, 0, 'unpaid')],
        'unpaid',
      ),
      role: 'managing_gp' as const,
      role_label: '업무집행조합원(대표)',
      applicant_id: null,
      gp_seat: 0,
      commitment: 1_000_000,
    };
    const { sent } = setup(capitalBook({ members: [gp, ...capitalBook().members] }));
    const table = within(await screen.findByRole('table', { name: '조합원별 납입 현황' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-role', 'managing_gp');
    expect(within(rows[0]!).getByText('업무집행조합원(대표)')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: '출자금 현황' }));
    expect(summary.getByTestId('roster-members')).toHaveTextContent('3 / 49인');

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: '납입 기록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '납입 기록' }));
    expect(dialog.getByText('업무집행조합원(대표)', { exact: false })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '납입 금액' })).toHaveValue('300,000');
    expect(await dialog.findByText('납입 기록이 없습니다.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent.payments).toHaveLength(1));
    expect(sent.payments[0]).toEqual({
      gp_seat: 0,
      call_id: 11,
      paid_on: koreanToday(),
      amount: 300_000,
      note: '',
    });
  });

  it('offers the next call owed by default and cancels a payment after a confirm', async () => {
    const { cancelled } = setup();
    await screen.findByRole('region', { name: '출자금 현황' });
    const { user, dialog } = await openPayment('김납입');
    expect(dialog.getByRole('combobox', { name: '출자 요청' })).toHaveValue(
      '2차 (남은 금액 4,000,000원)',
    );
    expect(dialog.getByRole('textbox', { name: '납입 금액' })).toHaveValue('4,000,000');
    const list = within(await dialog.findByRole('table', { name: '납입 기록 목록' }));
    expect(list.getByText('2026.11.10')).toBeInTheDocument();
    expect(list.getByText('김대표')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: '2026.11.10 3,000,000원 납입 취소' }));
    const confirm = within(await screen.findByRole('dialog', { name: '납입 기록 취소' }));
    expect(confirm.getByText('이 납입 기록을 취소할까요?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '납입 취소' }));
    await waitFor(() => expect(cancelled).toEqual([31]));
    expect(await dialog.findByText('납입 기록이 없습니다.')).toBeInTheDocument();
  });

  it('shows a refused amount under its field, and any other refusal in the modal', async () => {
    setup();
    const message = '남은 금액은 3,000,000원입니다.';
    server.use(
      http.post(api('/unions/5/capital/payments'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'amount', message },
        ]),
      ),
    );
    await screen.findByRole('region', { name: '출자금 현황' });
    const { user, dialog } = await openPayment('박미납');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    const amount = dialog.getByRole('textbox', { name: '납입 금액' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(dialog.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();

    server.use(
      http.post(api('/unions/5/capital/payments'), () =>
        problem(409, 'union_member_cap', '조합원은 49명까지 받을 수 있습니다.'),
      ),
    );
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByText('조합원은 49명까지 받을 수 있습니다.')).toBeInTheDocument();
  });

  it('issues a call with what is left to call, and then says all was called', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '출자 요청 만들기' }));
    const dialog = within(await screen.findByRole('dialog', { name: '출자 요청 만들기' }));
    const percent = dialog.getByRole('textbox', { name: '요청 비율(%)' });
    expect(percent).toHaveAccessibleDescription('남은 비율 30%');
    await user.type(dialog.getByLabelText(/^납입 기한/), '2027-01-31');
    await user.type(percent, '30');
    await user.type(dialog.getByLabelText('메모'), ' 잔여분 ');
    await user.click(dialog.getByRole('button', { name: '요청 만들기' }));
    await waitFor(() =>
      expect(sent.calls).toEqual([{ due_on: '2027-01-31', percent: 30, note: '잔여분' }]),
    );
    expect(sent.keys[0]).not.toBe('');
    expect(await screen.findByText('출자금을 모두 요청했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '출자 요청 만들기' })).toBeDisabled();
  });

  it('withdraws the last call after a confirm', async () => {
    setup();
    const withdrawn: string[] = [];
    server.use(
      http.delete(api('/unions/5/capital/calls/:id'), ({ params }) => {
        withdrawn.push(String(params.id));
        return HttpResponse.json(capitalBook());
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '요청 취소' }));
    const confirm = within(await screen.findByRole('dialog', { name: '출자 요청 취소' }));
    expect(confirm.getByText('2차 출자 요청을 취소할까요?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '요청 취소' }));
    await waitFor(() => expect(withdrawn).toEqual(['12']));
  });

  it('has no call section in a 일시납 union and pays the lump sum without a call', async () => {
    const lump = capitalBook({
      payment_method: '1',
      payment_method_label: '일시납',
      calls: [],
      percent_left: 0,
      members: [position(23, '박미납', 'S', [share(null, 10_000_000, 0, 'unpaid')], 'unpaid')],
    });
    const { sent } = setup(lump);
    expect(
      await screen.findByText('일시납 조합은 출자 요청 없이 약정 금액 전액을 납입합니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '출자 요청' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '출자 요청 만들기' })).not.toBeInTheDocument();
    expect(cellOf(memberRow('박미납'), '일시납')).toHaveTextContent('0 / 10,000,000원미납');

    const { user, dialog } = await openPayment('박미납');
    expect(dialog.queryByRole('combobox', { name: '출자 요청' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent.payments).toHaveLength(1));
    expect(sent.payments[0]).toMatchObject({ applicant_id: 23, call_id: null, amount: 10_000_000 });
  });

  it('says when no member has sent their papers yet', async () => {
    setup(capitalBook({ members: [] }));
    expect(await screen.findByText('서류 제출을 마친 조합원이 아직 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '조합원별 납입 현황' })).not.toBeInTheDocument();
  });
});
