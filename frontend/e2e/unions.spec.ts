import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

/** The value shown next to a label in the 기본 정보 tab. */
const infoValue = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the demo CEO creates a union, changes its status, edits it and deletes it', async ({
  page,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const name = `이투이 개인투자조합 ${stamp}`;
  const renamed = `${name} (수정)`;

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // Create through the form.
  await page.getByRole('navigation').getByRole('link', { name: '조합 목록' }).click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/list$/);
  await page.getByRole('link', { name: '조합 등록' }).first().click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/edit$/);
  await expect(page.getByRole('heading', { name: '조합 등록', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '조합명', exact: true }).fill(name);
  await page.getByLabel('개인투자조합').check();
  await page.getByLabel('일시납').check();
  await page.getByLabel(/^1좌당 금액/).fill('1000000');
  await page.getByLabel(/^좌수/).fill('300');
  await expect(page.getByTestId('formation-amount')).toHaveText('300,000,000원');
  await page.getByLabel(/^모집 시작일/).fill('2026-12-01');
  await page.getByLabel(/^모집 종료일/).fill('2026-12-31');
  await page.getByLabel('대표 펀드매니저').fill('김데모');
  await page.getByLabel('기준수익률').fill('8');
  await page.getByRole('switch', { name: '공동 GP 있음' }).check({ force: true });
  await page.getByLabel('공동 GP 1 회사명').fill('공동운용파트너스');
  await page.getByLabel('공동 GP 1 좌수').fill('5');
  await expect(page.getByRole('textbox', { name: '조합명', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(/\/lp-invest-union-management\/detail\/\d+\/info$/);
  await expect(page.getByText('저장되었습니다.')).toBeVisible();

  // It is in the list; open it from there.
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/list$/);
  await page.getByRole('textbox', { name: '조합명 검색' }).fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('모집중');
  await expect(row).toContainText('3억원');
  await row.click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/detail\/\d+\/apply$/);
  await expect(page.getByRole('tab', { name: '출자 신청 관리' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The basic-info tab shows what was entered, and '-' for the rest.
  await page.getByRole('tab', { name: '기본 정보' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(infoValue(page, '조합명')).toHaveText(name);
  await expect(infoValue(page, '결성 총액')).toHaveText('300,000,000원');
  await expect(infoValue(page, '조합 유형')).toHaveText('개인투자조합');
  await expect(infoValue(page, '납입 방식')).toHaveText('일시납');
  await expect(infoValue(page, '모집기간')).toHaveText('2026.12.01 ~ 2026.12.31');
  await expect(infoValue(page, '기준수익률')).toHaveText('8%');
  await expect(infoValue(page, '고유번호')).toHaveText('-');
  await expect(page.getByRole('row', { name: /공동운용파트너스/ })).toContainText('5,000,000원');

  // Move it to 모집중지 through the status menu.
  await page.getByRole('button', { name: /상태 변경/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['모집중지', '모집마감']);
  await page.getByRole('menuitem', { name: '모집중지' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '변경' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('모집중지');

  // Edit its name.
  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: '조합 수정', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '조합명', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: '조합명', exact: true }).fill(renamed);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/detail\/\d+\/info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // Delete after confirming; it is gone from the list.
  await page.getByRole('button', { name: '삭제' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('조합을 삭제하시겠습니까? 삭제한 조합은 목록에서 사라집니다.');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/lp-invest-union-management\/list$/);
  await expect(page.getByText('삭제되었습니다.')).toBeVisible();
  await page.getByRole('textbox', { name: '조합명 검색' }).fill(stamp);
  await expect(page.getByText('조합 목록이 없습니다.')).toBeVisible();
});
