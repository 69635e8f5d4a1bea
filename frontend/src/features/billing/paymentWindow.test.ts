import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaymentWindow, type TossPaymentsFactory } from './paymentWindow';

const checkout = {
  window_url: null,
  client_key: 'test_ck_live',
  order_name: '30,000 포인트 충전',
  success_url: 'https://johap.kr/point-charge-complete',
  fail_url: 'https://johap.kr/point-charge',
  order: { amount: 30000, order_key: 'JH1-abc' },
} as unknown as Parameters<typeof openPaymentWindow>[0];

afterEach(() => vi.unstubAllGlobals());

describe('openPaymentWindow', () => {
  it('sends the browser to the test window when the server gives its address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const loadSdk = vi.fn();
    const outcome = await openPaymentWindow(
      { ...checkout, window_url: 'http://x/dev/toss/checkout' },
      loadSdk,
    );
    expect(outcome).toBe('leaving');
    expect(assign).toHaveBeenCalledWith('http://x/dev/toss/checkout');
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it("opens Toss's card window with the order, the key and the return addresses", async () => {
    const requestPayment = vi.fn().mockResolvedValue(undefined);
    const factory = vi.fn(() => ({ requestPayment })) as unknown as TossPaymentsFactory;
    const outcome = await openPaymentWindow(checkout, () => Promise.resolve(factory));
    expect(outcome).toBe('leaving');
    expect(factory).toHaveBeenCalledWith('test_ck_live');
    expect(requestPayment).toHaveBeenCalledWith('카드', {
      amount: 30000,
      orderId: 'JH1-abc',
      orderName: '30,000 포인트 충전',
      successUrl: 'https://johap.kr/point-charge-complete',
      failUrl: 'https://johap.kr/point-charge',
    });
  });

  it('tells a closed window from an SDK that cannot load', async () => {
    const closed = vi.fn(() => ({
      requestPayment: vi.fn().mockRejectedValue({ code: 'USER_CANCEL' }),
    })) as unknown as TossPaymentsFactory;
    expect(await openPaymentWindow(checkout, () => Promise.resolve(closed))).toBe('closed');
    expect(await openPaymentWindow(checkout, () => Promise.resolve(null))).toBe('unavailable');
  });
});
