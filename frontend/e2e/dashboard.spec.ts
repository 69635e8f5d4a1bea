// The dashboard end to end: the GP sees the firm at a glance and opens what waits from it; the
// LP sees its own applications and payments summed on its home.
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('the firm at a glance opens what waits on it', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await expect(page.getByText('출자 신청 금액').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '모집 현황' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 메일 발송' })).toBeVisible();
  const waiting = page.getByRole('list', { name: '확인이 필요한 일 목록' });
  const review = waiting.getByRole('link', { name: /제출 서류 검토/ }).first();
  await review.click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/detail\/\d+\/apply/);
});

test('the LP sees its applications and payments summed', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'lp@johap.kr', DEMO.password);
  const summary = page.getByRole('region', { name: '내 출자 요약' });
  await expect(summary.getByText('출자 신청 금액')).toBeVisible();
  await expect(summary.getByText('납입 완료')).toBeVisible();
});
