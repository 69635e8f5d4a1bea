// Points by card end to end, through the app's local fake of Toss Payments: the CEO charges
// points in the payment window and the balance grows once; a declined card adds nothing and
// says why.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

async function balance(page: Page): Promise<number> {
  // The ledger's newest line carries the balance after it.
  await page.goto('/point');
  const newest = page.getByRole('table', { name: '포인트 내역' }).getByRole('row').nth(1);
  const text = await newest.getByRole('cell').last().textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

async function charge(page: Page, card: '테스트 카드 (승인)' | '한도 초과 카드 (거절)') {
  await page.goto('/point-charge');
  await page.getByRole('radio', { name: '30,000P 30,000원' }).click();
  await page.getByRole('checkbox', { name: '주문 내용을 확인했으며 결제에 동의합니다.' }).check();
  await page.getByRole('button', { name: '30,000원 카드 결제' }).click();
  await expect(page.getByRole('heading', { name: '테스트 결제창' })).toBeVisible();
  await page.getByLabel(card).check();
  await page.getByRole('button', { name: '30,000원 결제하기' }).click();
}

test('the CEO charges points by card and a declined card adds nothing', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  const before = await balance(page);

  await charge(page, '테스트 카드 (승인)');
  await expect(page.getByText('포인트가 충전되었습니다')).toBeVisible();
  await expect(page.getByText('+31,500P')).toBeVisible();
  // A reload of the success page confirms the same payment: nothing is added twice.
  await page.reload();
  await expect(page.getByText('포인트가 충전되었습니다')).toBeVisible();
  expect(await balance(page)).toBe(before + 31_500);

  await charge(page, '한도 초과 카드 (거절)');
  await expect(page.getByText('한도초과 혹은 잔액부족으로 결제에 실패했습니다.')).toBeVisible();
  expect(await balance(page)).toBe(before + 31_500);
  await page.getByRole('tab', { name: '결제 내역' }).click();
  await expect(page.getByText('결제 오류').first()).toBeVisible();
});
