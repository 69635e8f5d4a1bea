// The LP's tax papers end to end: in the demo's formed union a member's resident number is
// entered (shown masked), and their 출자확인서 downloads as a PDF, as does the year's zip; then
// the year's papers go to the members by mail, each with their PDF attached.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';
import { mailDir } from './mail';

/** Mail files written since `since` (ms) that carry a PDF attachment. */
function mailsWithPdf(since: number): number {
  const dir = mailDir;
  if (!dir) return 0;
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .filter((file) => /Content-Type: application\/pdf/i.test(readFileSync(file, 'utf8'))).length;
}

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

  // The seed mailed the year's papers once: the confirm says so before a second send.
  const since = Date.now();
  await expect(section.getByText(/^메일 발송: /)).toBeVisible();
  await section.getByRole('button', { name: '메일로 보내기' }).click();
  const confirm = page.getByRole('dialog', { name: '출자확인서 메일 발송' });
  await expect(confirm.getByText(/에 이미 \d+명에게 보냈습니다/)).toBeVisible();
  await confirm.getByRole('button', { name: '보내기' }).click();
  await expect(page.getByText(/^출자확인서 메일 \d+건을 보냈습니다/)).toBeVisible();
  if (mailDir) await expect.poll(() => mailsWithPdf(since), { timeout: 30_000 }).toBeGreaterThan(0);
});

test("a 벤처투자조합's members deduct 10% of what they paid in that year", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 딥테크 4호/ }).click();
  await page.getByRole('tab', { name: '투자 증빙' }).click();
  const section = page.getByRole('region', { name: '소득공제 출자확인서' });
  await expect(section.getByText('벤처투자조합 출자: 출자금액의 10%')).toBeVisible();
  await expect(section.getByRole('list', { name: '소득공제 조건' })).toContainText('제1항 제1호');
  await expect(section.getByRole('columnheader', { name: /년 출자액$/ })).toBeVisible();
  // Every individual's deduction is a tenth of their year's payments, to the won rounded down.
  const rows = section.locator('tbody tr').filter({ hasText: '개인' });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of (await rows.all()).slice(0, 5)) {
    const cells = row.getByRole('cell');
    const paid = Number(((await cells.nth(3).textContent()) ?? '').replace(/[^\d]/g, ''));
    const deductible = Number(((await cells.nth(4).textContent()) ?? '').replace(/[^\d]/g, ''));
    expect(deductible).toBe(Math.floor(paid / 10));
  }
});
