import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('the demo CEO logs in, stays logged in on reload, and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/조합/);
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  await page.reload();
  await expectDashboardOf(page, DEMO.company);

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the Korean message', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, 'not-the-password-1');
  await expect(page.getByRole('alert')).toContainText('이메일 혹은 비밀번호가 일치하지 않습니다.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a dead stored token ends the session once, even when put back before every load', async ({
  page,
}) => {
  // The prober's setup: a token the server refuses, written into storage before each load.
  await page.addInitScript(() => window.localStorage.setItem('johap.token', 'not-a-live-token'));
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/refresh')) refreshes += 1;
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  // Long enough for a storm to show (the old app asked about four times a second).
  await page.waitForTimeout(3000);
  expect(refreshes).toBe(1);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(refreshes).toBe(1);
});
