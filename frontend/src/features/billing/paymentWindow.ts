//! Opens the payment window of a started checkout. Development, the demo and the tests get the
//! local test window at an address; with real keys it is Toss Payments' own window, opened by
//! its documented JS SDK (v1: `TossPayments(clientKey).requestPayment('카드', …)`), which sends
//! the browser back to `successUrl` or `failUrl` as the test window does.
import type { CheckoutDto } from '@/api/gen/billing';

/** Toss Payments' browser SDK (v1) address. */
export const TOSS_SDK_URL = 'https://js.tosspayments.com/v1/payment';

interface TossPaymentRequest {
  amount: number;
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
}

export type TossPaymentsFactory = (clientKey: string) => {
  requestPayment: (method: '카드', request: TossPaymentRequest) => Promise<unknown>;
};

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

/** Loads the SDK once; null when it cannot be loaded. */
export function loadTossSdk(): Promise<TossPaymentsFactory | null> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => resolve(window.TossPayments ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
}

type Checkout = Pick<
  CheckoutDto,
  'window_url' | 'client_key' | 'order' | 'order_name' | 'success_url' | 'fail_url'
>;

/**
 * `leaving`: the browser is on its way to the window (or back from it to success or fail);
 * `closed`: the payer closed Toss's window (the order stays unpaid, they may start again);
 * `unavailable`: the SDK could not be loaded.
 */
export type WindowOutcome = 'leaving' | 'closed' | 'unavailable';

export async function openPaymentWindow(
  checkout: Checkout,
  loadSdk: () => Promise<TossPaymentsFactory | null> = loadTossSdk,
): Promise<WindowOutcome> {
  if (checkout.window_url) {
    window.location.assign(checkout.window_url);
    return 'leaving';
  }
  const toss = await loadSdk();
  if (!toss) return 'unavailable';
  try {
    await toss(checkout.client_key).requestPayment('카드', {
      amount: checkout.order.amount,
      orderId: checkout.order.order_key,
      orderName: checkout.order_name,
      successUrl: checkout.success_url,
      failUrl: checkout.fail_url,
    });
    return 'leaving';
  } catch {
    return 'closed';
  }
}
