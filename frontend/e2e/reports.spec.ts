import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

/** Fills the investment form of the open dialog. */
async function invest(page: Page, dialog: Locator, contracted: string, on: string, price: string) {
  await dialog.getByRole('textbox', { name: '계약일', exact: true }).fill(contracted);
  await dialog.getByRole('textbox', { name: '투자일', exact: true }).fill(on);
  await dialog.getByRole('combobox', { name: '주식 종류' }).fill('보통주');
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: '액면가', exact: true }).fill('500');
  await dialog.getByRole('textbox', { name: '주식 수', exact: true }).fill('1000');
  await dialog.getByRole('textbox', { name: '주당 가격', exact: true }).fill(price);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
}

test('a GP enters two investments and a later round, makes a report, sees its multiple and XIRR (under a year), writes an opinion, renames it and downloads the PDF', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // 데모 딥테크 4호 buys 1,000 shares at 10,000 and 1,000 more at 12,000; a later round at
  // 20,000 reprices them: 40,000,000 on 22,000,000 invested.
  await page.getByRole('link', { name: '투자 재원' }).first().click();
  await page.getByRole('row', { name: /데모 딥테크 4호 조합/ }).click();
  await expect(page.getByRole('heading', { name: '데모 딥테크 4호 조합' })).toBeVisible();
  await page.getByRole('button', { name: '투자 추가', exact: true }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '기업' }).fill('데모스타');
  await page.getByRole('option', { name: '데모스타트업' }).click();
  await invest(page, dialog, '2026-06-25', '2026-07-01', '10000');
  await page.getByRole('button', { name: '데모스타트업 투자 추가' }).click();
  await invest(page, page.getByRole('dialog'), '2026-07-25', '2026-08-01', '12000');
  await page.getByRole('button', { name: '데모스타트업 후속 투자 추가' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '투자일', exact: true }).fill('2026-09-01');
  await dialog.getByRole('textbox', { name: '투자사', exact: true }).fill('한빛벤처스');
  await dialog.getByRole('combobox', { name: '주식 종류' }).fill('우선주');
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: '주식 수', exact: true }).fill('5000');
  await dialog.getByRole('textbox', { name: '주당 가격', exact: true }).fill('20000');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();

  // The report of that union on 2026-10-31.
  const title = `E2E 딥테크 보고서 ${Date.now() % 100000}`;
  await page.goto('/report/create');
  await page.getByRole('textbox', { name: '보고서명' }).fill(title);
  await page.getByRole('textbox', { name: '기준일' }).fill('2026-10-31');
  await page.getByRole('radio', { name: '선택한 조합' }).check();
  await page.getByRole('checkbox', { name: '데모 딥테크 4호 조합' }).check();
  await page.getByRole('button', { name: '보고서 만들기' }).click();
  await expect(page).toHaveURL(/\/report\/status/);
  await page.getByRole('link', { name: `${title} 보기` }).click();
  await expect(page).toHaveURL(/\/report\/result\?report_no=\d+/);

  // The startup's multiple, and its XIRR: the flows span four months, so the report says
  // '1년 미만' and gives the annual rate (687.1%: a 60-digit bisection over the same flows) on
  // hover.
  const company = page.getByRole('region', { name: '데모스타트업', exact: true });
  await expect(company.getByText('1.82x')).toBeVisible();
  await company.getByRole('tab', { name: '투자 결과 보고서' }).click();
  await company.getByText('1년 미만').first().hover();
  await expect(page.getByText('연환산 687.1% (기간이 짧아 크게 나타납니다)')).toBeVisible();

  // The report's opinion.
  const opinion = page.getByRole('region', { name: '보고서 의견' });
  await opinion.getByRole('button', { name: '의견추가하기' }).click();
  await opinion.getByRole('textbox', { name: '보고서 의견 내용' }).click();
  await page.keyboard.type('후속 라운드로 평가금액이 올랐습니다');
  await opinion.getByRole('button', { name: '저장' }).click();
  await expect(opinion.getByText('후속 라운드로 평가금액이 올랐습니다')).toBeVisible();

  // Renamed from its card's menu: Enter saves.
  const renamed = `${title} (수정)`;
  await page.getByRole('button', { name: `${title} 메뉴` }).click();
  await page.getByRole('menuitem', { name: '이름 변경' }).click();
  const field = page.getByRole('textbox', { name: '보고서명' });
  await field.fill(renamed);
  await field.press('Enter');
  await expect(page.getByRole('link', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })).toBeVisible();

  // The PDF: a real file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('다운로드가 완료되었습니다.')).toBeVisible();
});

test('a report made by the previous system opens on the old pages', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/old-report/result?rpt_mng_no=1187');
  await expect(page.getByRole('heading', { name: '2023년 하반기 투자 보고서' })).toBeVisible();
  await expect(page.getByText('메디웨이브').first()).toBeVisible();
  await expect(page.getByText('메디웨이브 지분을 전량 회수')).toBeVisible();
});
