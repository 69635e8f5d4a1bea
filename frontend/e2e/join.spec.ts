import { expect, test } from '@playwright/test';
import { expectDashboardOf, logIn, randomBusinessNumber } from './helpers';

test('an investor registers a new company, then logs in and sees the dashboard', async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-${stamp}@johap.kr`;
  const password = 'johap1234!';
  const company = `이투이 투자파트너스 ${stamp.slice(-6)}`;

  await page.goto('/join-intro');
  await page.getByText('투자사 가입').click();
  await expect(page).toHaveURL(/\/join-agree$/);
  await page.getByText('전체 동의', { exact: true }).click();
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/join-investor-type$/);
  await page.getByText('법인 투자사').click();

  await expect(page).toHaveURL(/\/join-company-investor$/);
  await page.getByLabel('회사명').fill(company);
  await page.getByLabel('사업자등록번호').fill(randomBusinessNumber());
  await page.getByLabel('대표자명').fill('김이투');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/join-form-investor$/);
  await page.getByLabel('이메일 (아이디)').fill(email);
  // Required fields carry an asterisk in their label ('비밀번호 *').
  await page.getByLabel(/^비밀번호\s*\*?$/).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill('김이투');
  await page.getByLabel('휴대전화번호').fill(`010${stamp.slice(-8)}`);
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL(/\/join-complete$/);
  await expect(page.getByRole('heading', { name: '가입이 완료되었습니다' })).toBeVisible();
  await page.getByRole('link', { name: '로그인하러 가기' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expectDashboardOf(page, company);
});
