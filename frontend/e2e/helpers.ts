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
