// The raw data download end to end: the GP picks sheets, downloads the workbook, and a real
// xlsx reader (exceljs) finds each chosen sheet with the rows the screen counted.
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('a GP downloads the firm records and the workbook opens with every chosen sheet', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/raw-download');
  await expect(page.getByRole('heading', { name: '원천 데이터 다운로드' })).toBeVisible();
  const countOf = async (title: string) => {
    const row = page
      .getByRole('checkbox', { name: title })
      .locator('xpath=ancestor::*[contains(., "건")][1]');
    return Number((await row.textContent())!.match(/([\d,]+)건/)![1]!.replace(/,/g, ''));
  };
  const applicants = await countOf('출자 신청');
  const lps = await countOf('LP 회원');
  expect(applicants).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: '메일 발송 이력' }).uncheck();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^데모투자파트너스_데이터_\d{8}\.xlsx$/);
  await expect(page.getByText('내려받기를 마쳤습니다.')).toBeVisible();
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['조합', '출자 신청', 'LP 회원']);
  const sheet = workbook.getWorksheet('출자 신청')!;
  expect(sheet.actualRowCount).toBe(applicants + 1);
  expect(sheet.getRow(1).getCell(3).value).toBe('이름');
  expect(typeof sheet.getRow(2).getCell(5).value).toBe('number');
  expect(workbook.getWorksheet('LP 회원')!.actualRowCount).toBe(lps + 1);
});
