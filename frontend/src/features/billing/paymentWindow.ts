//! Opens the payment window of a started checkout. Development and tests get a test window at
//! an address; without one the production gateway's window would be opened with Toss's
//! JS SDK (`client_key`), which this build does not load: the one place to add it later.
import type { CheckoutDto } from '@/api/gen/billing';

/** Whether the window was opened (the browser is on its way there). */
export function openPaymentWindow(checkout: Pick<CheckoutDto, 'window_url'>): boolean {
  if (checkout.window_url) {
    window.location.assign(checkout.window_url);
    return true;
  }
  return false;
}
