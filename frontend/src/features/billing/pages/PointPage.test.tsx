import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { problem } from '@/test/server';
import { entry, onPlan, order, serveBilling, summary } from '../test/billingServer';
import { PointPage } from './PointPage';

const render = (path = '/point') =>
  renderRoutes([{ path: '/point', element: <PointPage /> }], path);
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

const orders = () => [
  order(3, { order_name: '10,000 포인트 충전', amount: 10_000 }),
  order(2, {
    order_name: '50,000 포인트 충전',
    state: 5,
    state_label: '환불 거절',
    refundable: false,
    refund: {
      reason: '실수',
      requested_at: '2026-11-21T01:00:00Z',
      amount: 50_000,
      decided_at: '2026-11-22T01:00:00Z',
      rejection: '포인트를 이미 사용했습니다',
      reserved_at: null,
      for_plan_change: false,
    },
  }),
  order(1, {
    order_name: '30,000 포인트 충전',
    state: 4,
    state_label: '결제 오류',
    approved_at: null,
    refundable: false,
    failure: '결제가 취소되었습니다.',
  }),
];

describe('PointPage', () => {
  it('shows the balance, the plan and the ledger with signed points', async () => {
    serveBilling({
      billing: onPlan('premium'),
      entries: [
        entry({
          kind: 'refund',
          kind_label: '환불 차감',
          points: -31_500,
          balance_after: 0,
          memo: '환불',
        }),
        entry(),
      ],
    });
    render();
    expect(await screen.findByTestId('tile-보유 포인트')).toHaveTextContent('12,500P');
    expect(screen.getByText('프리미엄')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '멤버십 보기' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.getByRole('link', { name: /포인트 충전/ })).toHaveAttribute(
      'href',
      '/point-charge',
    );
    const table = await screen.findByRole('table', { name: '포인트 내역' });
    expect(within(rowOf(table, '환불')).getByText('−31,500P')).toBeInTheDocument();
    expect(within(rowOf(table, '환불')).getByText('환불 차감')).toBeInTheDocument();
    expect(within(rowOf(table, '30,000 포인트 충전')).getByText('+31,500P')).toBeInTheDocument();
  });

  it('lists the orders with their receipt, refund state and 환불 요청', async () => {
    serveBilling({ orders: orders() });
    render('/point?tab=orders');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '결제 내역' });
    const rejected = rowOf(table, '50,000 포인트 충전');
    expect(within(rejected).getByText('환불 거절')).toBeInTheDocument();
    expect(within(rejected).getByText('거절 사유: 포인트를 이미 사용했습니다')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /환불 요청/ })).toBeNull();
    const failed = rowOf(table, '30,000 포인트 충전');
    expect(within(failed).queryByRole('button', { name: /영수증/ })).toBeNull();
    expect(
      within(rowOf(table, '10,000 포인트 충전')).getByRole('button', { name: /환불 요청/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10,000 포인트 충전 영수증' }));
    const dialog = await screen.findByRole('dialog', { name: '영수증' });
    expect(within(dialog).getByText('00012345')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /카드 매출전표/ })).toHaveAttribute(
      'href',
      'https://receipt.example/slip/1',
    );
  });

  it('sends a refund request with its reason, and only with one', async () => {
    const calls = serveBilling({ orders: orders() });
    render('/point?tab=orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '10,000 포인트 충전 환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    expect(
      within(dialog).getByText(/결제 후 7일 이내, 충전한 포인트를 사용하지 않은/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '환불 요청' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeInTheDocument();
    expect(calls.refunds).toEqual([]);

    await user.type(within(dialog).getByLabelText(/환불 사유/), '  잘못 충전했습니다 ');
    await user.click(within(dialog).getByRole('button', { name: '환불 요청' }));
    expect(await screen.findByText(/환불을 요청했습니다/)).toBeInTheDocument();
    expect(calls.refunds).toEqual([{ id: 3, body: { reason: '잘못 충전했습니다' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of a refund in the modal', async () => {
    const message = '충전한 포인트 중 사용한 포인트가 있어 환불할 수 없습니다.';
    serveBilling({
      orders: orders(),
      answers: { refund: () => problem(409, 'points_already_used', message) },
    });
    render('/point?tab=orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '10,000 포인트 충전 환불 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '환불 요청' });
    await user.type(within(dialog).getByLabelText(/환불 사유/), '필요 없어졌습니다');
    await user.click(within(dialog).getByRole('button', { name: '환불 요청' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('offers no refund request to anyone but the CEO', async () => {
    serveBilling({ billing: summary({ can_pay: false }), orders: orders() });
    render('/point?tab=orders');
    const table = await screen.findByRole('table', { name: '결제 내역' });
    expect(
      within(rowOf(table, '10,000 포인트 충전')).getByRole('button', { name: /영수증/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /환불 요청/ })).toBeNull();
  });
});
