import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';
import { mailDir, mailedLink } from './mail';

test('a member resets a forgotten password from the mailed link', async ({ page }) => {
  // serve-and-test.sh always sets it; running without it is a setup error, not a reason to skip.
  expect(mailDir, 'E2E_MAIL_DIR (the server mail folder) must be set').toBeTruthy();
  const email = 'analyst@johap.kr';
  const newPassword = `johap${Date.now() % 100000}!a`;
  const since = Date.now() - 1000;

  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  // The login page has an 이메일 field too: wait for the lazily loaded find-pw page before
  // filling, or a slow machine types the address into the login form that is still showing.
  await expect(page).toHaveURL(/\/find-pw$/);
  await expect(page.getByRole('button', { name: '재설정 링크 받기' })).toBeVisible();
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page).toHaveURL(/\/find-pw-send$/);
  await expect(page.getByText('비밀번호 재설정 링크를 보냈습니다', { exact: false })).toBeVisible();

  let link: string | null = null;
  await expect
    .poll(() => (link = mailedLink(email, since, /(\/find-pw-reset\?token=[A-Za-z0-9_\-.~%]+)/)), {
      timeout: 20_000,
      message: 'reset mail with a link',
    })
    .not.toBeNull();

  await page.goto(link!);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('heading', { name: '비밀번호가 변경되었습니다' })).toBeVisible();

  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, newPassword);
  await expectDashboardOf(page, DEMO.company);
});
