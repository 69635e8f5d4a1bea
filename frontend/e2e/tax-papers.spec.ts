// The LP's tax papers end to end: in the demo's formed union a member's resident number is
// entered (shown masked), and their 출자확인서 downloads as a PDF, as does the year's zip.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('a resident number is kept masked and the 출자확인서 downloads', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 그린에너지 5호/ }).click();
  await page.getByRole('tab', { name: '투자 증빙' }).click();
  const section = page.getByRole('region', { name: '소득공제 출자확인서' });
  await expect(section.getByRole('row').nth(1)).toBeVisible();

  // The seed leaves some members without a number: enter one, see it masked.
  const enter = section.getByRole('button', { name: /주민등록번호 입력$/ }).first();
  const label = (await enter.getAttribute('aria-label')) ?? '';
  const name = label.replace(/ 주민등록번호 입력$/, '');
  await enter.click();
  const dialog = page.getByRole('dialog', { name: '주민등록번호 입력' });
  await dialog.getByRole('textbox', { name: '주민등록번호' }).fill('800101-9234567');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('주민등록번호 13자리를 입력해 주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '주민등록번호' }).fill('800101-2234567');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('800101-2******');
  await expect(row).not.toContainText('2234567');

  // Their paper for the year, then the whole year's zip.
  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: `${name} 출자확인서 PDF 다운로드` }).click();
  const paper = await pdf;
  expect(paper.suggestedFilename()).toMatch(new RegExp(`^출자확인서_\\d{4}_${name}_\\d+\\.pdf$`));
  expect(
    readFileSync((await paper.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const zip = page.waitForEvent('download');
  await section.getByRole('button', { name: /전체 다운로드/ }).click();
  expect((await zip).suggestedFilename()).toMatch(
    /^출자확인서_\d{4}_데모 그린에너지 5호 개인투자조합\.zip$/,
  );
});
