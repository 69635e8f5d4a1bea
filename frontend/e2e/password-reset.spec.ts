import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

const mailDir = process.env.E2E_MAIL_DIR;

/** Decodes a mail file's bodies (base64 or quoted-printable) so the reset link can be found. */
function readMail(file: string): string {
  const raw = fs.readFileSync(file, 'utf8');
  const decoded = [
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  ];
  // Base64 bodies are runs of lines made only of base64 characters, ended by a blank line or
  // the next MIME boundary.
  for (const run of raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []) {
    decoded.push(Buffer.from(run.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return decoded.join('\n');
}

function resetLinkFor(email: string, since: number): string | null {
  if (!mailDir || !fs.existsSync(mailDir)) return null;
  const files = fs
    .readdirSync(mailDir)
    .map((name) => path.join(mailDir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = readMail(file);
    if (!text.includes(email)) continue;
    const match = /\/find-pw-reset\?token=([A-Za-z0-9_\-.~%]+)/.exec(text);
    if (match) return `/find-pw-reset?token=${match[1]}`;
  }
  return null;
}

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
    .poll(() => (link = resetLinkFor(email, since)), {
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
