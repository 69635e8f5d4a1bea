import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { HttpResponse, problem } from '@/test/server';
import { order, serveBilling } from '../test/billingServer';
import { PointChargeCompletePage } from './PointChargeCompletePage';

const RETURN = '/point-charge-complete?paymentKey=pk_test_1&orderId=JH1-abc&amount=30000';
const DECLINED = '한도초과 혹은 잔액부족으로 결제에 실패했습니다.';
const UNAVAILABLE = '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';

const render = (path = RETURN) =>
  renderRoutes([{ path: '/point-charge-complete', element: <PointChargeCompletePage /> }], path);

// In StrictMode, as in development: the effects run twice, the confirmation must not.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

describe('PointChargeCompletePage', () => {
  it('confirms the payment once with what the window returned, then shows it', async () => {
    const calls = serveBilling();
    render();
    expect(screen.getByText('결제를 확인하고 있습니다…')).toBeInTheDocument();
    expect(await screen.findByText('포인트가 충전되었습니다')).toBeInTheDocument();
    expect(calls.confirms).toEqual([
      { order_key: 'JH1-abc', payment_key: 'pk_test_1', amount: 30000 },
    ]);
    expect(screen.getByText('+31,500P')).toBeInTheDocument();
    expect(screen.getByText('30,000원')).toBeInTheDocument();
    expect(screen.getByText('00012345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '포인트 내역' })).toHaveAttribute('href', '/point');

    await userEvent.setup().click(screen.getByRole('button', { name: '영수증' }));
    const dialog = await screen.findByRole('dialog', { name: '영수증' });
    expect(within(dialog).getByText('27,273원')).toBeInTheDocument();
    expect(within(dialog).getByText('2,727원')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /카드 매출전표/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(calls.confirms).toHaveLength(1);
  });

  it('shows a declined card with the way back to pay again, and nothing else', async () => {
    serveBilling({ answers: { confirm: () => problem(402, 'payment_declined', DECLINED) } });
    render();
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
    expect(screen.getByText('결제에 실패했습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute(
      'href',
      '/point-charge',
    );
    expect(screen.queryByText('포인트가 충전되었습니다')).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 확인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '영수증' })).toBeNull();
  });

  it('confirms again on 다시 확인 when the gateway did not answer', async () => {
    let down = true;
    const calls = serveBilling({
      answers: {
        confirm: () =>
          down
            ? problem(503, 'payment_gateway_unavailable', UNAVAILABLE)
            : HttpResponse.json(order(99)),
      },
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '다시 결제하기' })).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: '다시 확인' }));
    expect(await screen.findByText('포인트가 충전되었습니다')).toBeInTheDocument();
    expect(calls.confirms).toHaveLength(2);
  });

  it('shows the server’s words for an order already handled', async () => {
    const message = '이미 처리된 결제입니다. 결제 내역을 새로 고쳐 확인해 주세요.';
    serveBilling({ answers: { confirm: () => problem(409, 'order_state_conflict', message) } });
    render();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '결제 내역' })).toHaveAttribute(
      'href',
      '/point?tab=orders',
    );
  });

  it('asks nothing when the address carries no payment', async () => {
    const calls = serveBilling();
    render('/point-charge-complete?orderId=JH1-abc');
    expect(await screen.findByText('결제 정보를 확인할 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '포인트 충전으로' })).toHaveAttribute(
      'href',
      '/point-charge',
    );
    await waitFor(() => expect(calls.confirms).toEqual([]));
  });
});
