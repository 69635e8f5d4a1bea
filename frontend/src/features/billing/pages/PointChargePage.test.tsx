import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { TOSS_SDK_URL } from '../paymentWindow';
import { serveBilling, summary, WINDOW_URL } from '../test/billingServer';
import { PointChargePage } from './PointChargePage';

const render = (path = '/point-charge') =>
  renderRoutes([{ path: '/point-charge', element: <PointChargePage /> }], path);

// In StrictMode, as in development: the fail return's effect runs twice, its call must not.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom's location cannot be spied on: a stand-in that records where the page would go.
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('PointChargePage', () => {
  it('starts the checkout of the chosen package once, then opens its payment window', async () => {
    const calls = serveBilling();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '50,000P 50,000원' }));
    expect(screen.getByText('+5,000P 보너스')).toBeInTheDocument();
    expect(screen.getByText('55,000P')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: '50,000원 카드 결제' });
    expect(pay).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', { name: '주문 내용을 확인했으며 결제에 동의합니다.' }),
    );
    expect(pay).toBeEnabled();
    await user.click(pay);
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(WINDOW_URL));
    expect(calls.checkouts).toEqual([{ kind: 'points', code: 'p50' }]);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("says so when Toss's window cannot be loaded", async () => {
    const calls = serveBilling({ windowUrl: null });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '10,000원 카드 결제' }));
    // jsdom loads no scripts: the SDK's script fails as a blocked network would make it.
    const sdk = await waitFor(() => {
      const script = document.head.querySelector(`script[src="${TOSS_SDK_URL}"]`);
      expect(script).not.toBeNull();
      return script as HTMLScriptElement;
    });
    sdk.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText('결제창을 열 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(calls.checkouts).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '10,000원 카드 결제' })).toBeEnabled();
  });

  it('closes a cancelled payment on the server once, shows why and clears the address', async () => {
    const calls = serveBilling();
    const { router } = render(
      '/point-charge?code=PAY_PROCESS_CANCELED&message=사용자가%20결제를%20취소했습니다&orderId=JH1-abc',
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('결제가 취소되었습니다')).toBeInTheDocument();
    expect(within(alert).getByText('사용자가 결제를 취소했습니다')).toBeInTheDocument();
    await waitFor(() => expect(calls.fails).toHaveLength(1));
    expect(calls.fails).toEqual([
      {
        order_key: 'JH1-abc',
        code: 'PAY_PROCESS_CANCELED',
        message: '사용자가 결제를 취소했습니다',
      },
    ]);
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    // The packages are still there to pay again.
    expect(await screen.findByRole('radio', { name: '10,000P 10,000원' })).toBeInTheDocument();
    expect(calls.fails).toHaveLength(1);
  });

  it('keeps the payment off for anyone but the CEO', async () => {
    const calls = serveBilling({ billing: summary({ can_pay: false }) });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox'));
    expect(screen.getByRole('button', { name: '10,000원 카드 결제' })).toBeDisabled();
    expect(screen.getByText('결제와 환불 요청은 대표 계정만 할 수 있습니다.')).toBeInTheDocument();
    expect(calls.checkouts).toEqual([]);
  });
});
