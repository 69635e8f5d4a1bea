// The capital book end to end: in the demo's 수시납 union a member who sent their papers pays
// half of the first call (a partial payment), then the rest, which makes them 납입완료 on the
// server — seen in the 출자금 tab's member table.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatNumber } from '../src/shared/format';
import { DEMO, expectDashboardOf, logIn } from './helpers';

/** Today in Korea as 'YYYY-MM-DD'. */
const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** '3,000,000' → 3000000. */
const wonOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'manager@johap.kr', DEMO.password);
  await expectDashboardOf(page, DEMO.company);
});

/** The 0-based index of the column headed `header` (the members table has one per call). */
async function columnOf(table: Locator, header: string): Promise<number> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** Opens the member's '납입 기록' and reads what is left on the call it defaults to. */
async function openPayment(page: Page, row: Locator) {
  await row.getByRole('button', { name: '납입 기록' }).click();
  const dialog = page.getByRole('dialog', { name: '납입 기록' });
  await expect(dialog.getByRole('combobox', { name: '출자 요청' })).toHaveValue(/^1차 /);
  const hint = dialog.getByText(/^남은 금액 [\d,]+원$/);
  await expect(hint).toBeVisible();
  return { dialog, left: wonOf((await hint.textContent()) ?? '') };
}

test('a member pays the first call in two parts and becomes 납입완료', async ({ page }) => {
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 바이오 3호/ }).click();
  await page.getByRole('tab', { name: '출자금' }).click();
  await expect(page).toHaveURL(/\/capital$/);
  await expect(page.getByRole('region', { name: '출자금 현황' })).toContainText('수시납');

  // Past its due date an unpaid call is 연체 rather than 미납 (and a partial one stays 연체).
  const calls = page.getByRole('table', { name: '출자 요청 목록' });
  const firstCall = calls
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '1차', exact: true }) });
  const dueOn = ((await firstCall.getByRole('cell').first().textContent()) ?? '').replaceAll(
    '.',
    '-',
  );
  const pastDue = dueOn.trim() < todayInKorea();

  // The first member who sent their papers and has paid nothing on 1차 (the seed leaves
  // several): 미납 in the 1차 column, or 연체 once its due date has passed.
  const unpaid = pastDue ? '연체' : '미납';
  const table = page.getByRole('table', { name: '조합원별 납입 현황' });
  const column = await columnOf(table, '1차');
  const shareIn = (row: Locator) => row.getByRole('cell').nth(column);
  const candidate = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '서류제출', exact: true }) })
    .filter({ has: page.locator(`td:nth-child(${column + 1})`, { hasText: unpaid }) })
    .filter({ has: page.locator(`td:nth-child(${column + 1})`, { hasText: /^0 \// }) })
    .first();
  await expect(candidate).toBeVisible();
  // The row is found again by the member's link: its status and states change below.
  const href = await candidate.getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  const row = table.getByRole('row').filter({ has: page.locator(`a[href="${href}"]`) });
  const firstShare = shareIn(row);
  await expect(firstShare).toContainText(unpaid);

  // Half of what is left: a partial payment.
  const first = await openPayment(page, row);
  const half = Math.floor(first.left / 2);
  expect(half).toBeGreaterThan(0);
  await first.dialog.getByRole('textbox', { name: '납입 금액' }).fill(String(half));
  await first.dialog.getByRole('button', { name: '저장' }).click();
  await expect(first.dialog).toBeHidden();
  await expect(firstShare).toContainText(`${formatNumber(half)} / `);
  await expect(firstShare).toContainText(pastDue ? '연체' : '일부 납입');
  await expect(row.getByRole('cell', { name: '서류제출', exact: true })).toBeVisible();

  // The rest, as the modal offers it: the first call is paid and the member is 납입완료.
  const second = await openPayment(page, row);
  expect(second.left).toBe(first.left - half);
  await expect(second.dialog.getByRole('textbox', { name: '납입 금액' })).toHaveValue(
    formatNumber(second.left),
  );
  await expect(second.dialog.getByRole('table', { name: '납입 기록 목록' })).toContainText(
    `${formatNumber(half)}원`,
  );
  await second.dialog.getByRole('button', { name: '저장' }).click();
  await expect(second.dialog).toBeHidden();
  await expect(firstShare).toContainText('완납');
  await expect(row.getByRole('cell', { name: '납입완료', exact: true })).toBeVisible();
});

test('a profit distribution is split over what was paid in, to the won, and removed', async ({
  page,
}) => {
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 바이오 3호/ }).click();
  await page.getByRole('tab', { name: '출자금' }).click();
  const summary = page.getByRole('region', { name: '출자금 현황' });
  await expect(summary).toContainText('수시납');
  // The seed has members who paid in, so a distribution today has holders to go to.
  const distributed = summary
    .getByText('분배 총액', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  const before = wonOf((await distributed.textContent()) ?? '');

  // An odd total: the server splits it pro rata and settles the odd won.
  const total = 1_000_001;
  const note = `e2e 분배 ${Date.now()}`;
  const section = page.getByRole('region', { name: '분배' });
  await section.getByRole('button', { name: '분배 기록' }).click();
  const dialog = page.getByRole('dialog', { name: '분배 기록' });
  await expect(dialog.getByLabel(/^지급일/)).toHaveValue(todayInKorea());
  await dialog.getByRole('radio', { name: '수익 분배' }).check();
  await dialog.getByRole('textbox', { name: '분배 총액 (원)' }).fill(String(total));
  await dialog.getByLabel('메모').fill(note);
  await dialog.getByRole('button', { name: '기록' }).click();
  await expect(dialog).toBeHidden();

  const row = section
    .getByRole('table', { name: '분배 목록' })
    .getByRole('row')
    .filter({ hasText: note });
  await expect(row).toContainText('수익 분배');
  await expect(row).toContainText(`${formatNumber(total)}원`);
  await expect(row.getByRole('button', { name: '안내 메일 보내기' })).toBeEnabled();
  await expect(distributed).toHaveText(`${formatNumber(before + total)}원`);

  // Its shares: every amount follows the holder's basis and they add up to the total.
  await row.getByRole('button', { name: / 지급 내역$/ }).click();
  const shares = section.getByRole('table', { name: / 수익 분배 지급 내역$/ });
  const lines = shares.locator('tbody tr');
  expect(await lines.count()).toBeGreaterThan(0);
  let sum = 0;
  for (const line of await lines.all()) {
    const cells = line.getByRole('cell');
    const basis = wonOf((await cells.nth(2).textContent()) ?? '');
    const amount = wonOf((await cells.nth(3).textContent()) ?? '');
    if (basis === 0) expect(amount).toBe(0);
    sum += amount;
  }
  expect(sum).toBe(total);
  await expect(shares.locator('tfoot tr')).toContainText(`${formatNumber(total)}원`);

  // Recorded by mistake: removed after a confirm, and the totals go back.
  await row.getByRole('button', { name: / 삭제$/ }).click();
  const confirm = page.getByRole('dialog', { name: '분배 기록 삭제' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(row).toHaveCount(0);
  await expect(distributed).toHaveText(`${formatNumber(before)}원`);
});

test('the GP pays its own call like every member and shares a distribution by what it paid', async ({
  page,
}) => {
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 바이오 3호/ }).click();
  await page.getByRole('tab', { name: '출자금' }).click();
  const table = page.getByRole('table', { name: '조합원별 납입 현황' });
  // The managing GP heads the table with its role instead of an application status.
  const gp = table.locator('tr[data-role="managing_gp"]');
  await expect(gp).toContainText('업무집행조합원(대표)');
  const paidColumn = await columnOf(table, '납입');
  const secondColumn = await columnOf(table, '2차');
  const paidBefore = wonOf((await gp.getByRole('cell').nth(paidColumn).textContent()) ?? '');
  expect(paidBefore, 'the seed has the GP pay its 1차').toBeGreaterThan(0);

  // Its 1차 is paid, so the modal offers 2차 with what it asks of the GP.
  await gp.getByRole('button', { name: '납입 기록' }).click();
  const dialog = page.getByRole('dialog', { name: '납입 기록' });
  await expect(dialog).toContainText('업무집행조합원(대표)');
  await expect(dialog.getByRole('combobox', { name: '출자 요청' })).toHaveValue(/^2차 /);
  const amount = wonOf(
    (await dialog.getByRole('textbox', { name: '납입 금액' }).inputValue()) || '0',
  );
  expect(amount).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(gp.getByRole('cell').nth(secondColumn)).toContainText('완납');
  const paidNow = paidBefore + amount;
  await expect(gp.getByRole('cell').nth(paidColumn)).toHaveText(`${formatNumber(paidNow)}원`);

  // A distribution today weighs the GP by what it has paid in, like every holder.
  const note = `e2e GP 분배 ${Date.now()}`;
  const section = page.getByRole('region', { name: '분배' });
  await section.getByRole('button', { name: '분배 기록' }).click();
  const form = page.getByRole('dialog', { name: '분배 기록' });
  await form.getByRole('radio', { name: '수익 분배' }).check();
  await form.getByRole('textbox', { name: '분배 총액 (원)' }).fill('10000000');
  await form.getByLabel('메모').fill(note);
  await form.getByRole('button', { name: '기록' }).click();
  await expect(form).toBeHidden();
  const row = section
    .getByRole('table', { name: '분배 목록' })
    .getByRole('row')
    .filter({ hasText: note });
  await row.getByRole('button', { name: / 지급 내역$/ }).click();
  const shares = section.getByRole('table', { name: / 수익 분배 지급 내역$/ });
  const gpLine = shares.locator('tbody tr').filter({ hasText: '업무집행조합원(대표)' });
  await expect(gpLine).toHaveCount(1);
  const cells = gpLine.getByRole('cell');
  expect(wonOf((await cells.nth(2).textContent()) ?? '')).toBe(paidNow);
  expect(wonOf((await cells.nth(3).textContent()) ?? '')).toBeGreaterThan(0);

  // Removed again, so the demo's figures stay as they were.
  await row.getByRole('button', { name: / 삭제$/ }).click();
  await page
    .getByRole('dialog', { name: '분배 기록 삭제' })
    .getByRole('button', { name: '삭제' })
    .click();
  await expect(row).toHaveCount(0);
});
