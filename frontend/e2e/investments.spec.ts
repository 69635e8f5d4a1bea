import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('a GP records an investment in a union, sees its multiple, and a sale of shares it never held is refused', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.getByRole('link', { name: '투자 재원' }).first().click();
  // The demo's formed union invested in three startups; its row opens the portfolio.
  await page.getByRole('row', { name: /데모 그린에너지 5호 개인투자조합/ }).click();
  await expect(
    page.getByRole('heading', { name: '데모 그린에너지 5호 개인투자조합' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '루미나랩스' })).toBeVisible();

  // A new investment in 데모스타트업: 2,000 shares at 15,000 won make 30,000,000 won.
  await page.getByRole('button', { name: '투자 추가', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '기업' }).fill('데모스타');
  await page.getByRole('option', { name: '데모스타트업' }).click();
  await dialog.getByRole('textbox', { name: '계약일', exact: true }).fill('2026-07-01');
  await dialog.getByRole('textbox', { name: '투자일', exact: true }).fill('2026-07-10');
  await dialog.getByRole('combobox', { name: '주식 종류' }).fill('보통주');
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: '액면가', exact: true }).fill('500');
  await dialog.getByRole('textbox', { name: '주식 수', exact: true }).fill('2000');
  await dialog.getByRole('textbox', { name: '주당 가격', exact: true }).fill('15000');
  await expect(dialog.getByRole('textbox', { name: '투자 금액', exact: true })).toHaveValue(
    '30,000,000원',
  );
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: '데모스타트업' })).toBeVisible();

  // Selling more shares than the union holds is refused with the server's reason.
  await page.getByRole('button', { name: '데모스타트업 회수 추가' }).click();
  const sale = page.getByRole('dialog');
  await sale.getByRole('textbox', { name: '회수일', exact: true }).fill('2026-08-01');
  await sale.getByRole('textbox', { name: '회수 주식 수', exact: true }).fill('2001');
  await sale.getByRole('textbox', { name: '회수 금액', exact: true }).fill('1000000');
  await sale.getByRole('button', { name: '저장' }).click();
  await expect(sale.getByRole('alert')).toContainText('회수 주식 수가 투자 주식 수보다 많습니다');
});
