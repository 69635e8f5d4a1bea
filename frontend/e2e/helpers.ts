// Shared steps for the end-to-end flows.
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@johap.kr', password: 'johap1234!', company: '데모투자파트너스' };

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function expectDashboardOf(page: Page, company: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('company-name')).toHaveText(company);
}

/** Creates a personal union (1,000,000 won × 300 units) through the form; ends on its info tab. */
export async function createUnion(page: Page, name: string) {
  await page.goto('/lp-invest-union-management/edit');
  await page.getByRole('textbox', { name: '조합명', exact: true }).fill(name);
  await page.getByLabel('개인투자조합').check();
  await page.getByLabel('일시납').check();
  await page.getByLabel(/^1좌당 금액/).fill('1000000');
  await page.getByLabel(/^좌수/).fill('300');
  await page.getByLabel(/^모집 시작일/).fill('2026-12-01');
  await page.getByLabel(/^모집 종료일/).fill('2026-12-31');
  await page.getByLabel('대표 펀드매니저').fill('김데모');
  await page.getByLabel('기준수익률').fill('8');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/detail\/\d+\/info$/);
}

/** A random business registration number with a valid check digit (10 digits). */
export function randomBusinessNumber(): string {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = Array.from({ length: 9 }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  let sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  const check = (10 - (sum % 10)) % 10;
  return [...digits, check].join('');
}
