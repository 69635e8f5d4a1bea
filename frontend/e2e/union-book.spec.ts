// A union by the book, end to end: a rule the union breaks is shown where the GP works, and the
// formation checklist is kept step by step and holds the union back until its steps are done.
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

/** Today in Korea as the date input takes it. */
const todayInKorea = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'manager@johap.kr', DEMO.password);
  await expectDashboardOf(page, DEMO.company);
});

test('a union breaking a rule shows the warning with its reason', async ({ page }) => {
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 콘텐츠 6호/ }).click();
  await page.getByRole('link', { name: /규정 위반 1/ }).click();
  await expect(page).toHaveURL(/\/info$/);
  const rules = page.getByRole('region', { name: '규정 점검' });
  const unit = rules.getByRole('listitem').filter({ hasText: '출자 1좌 금액' });
  await expect(unit).toContainText('위반');
  await expect(unit).toContainText('1좌 500,000원이 최소 1,000,000원에 못 미칩니다.');
  await expect(rules.getByRole('listitem').filter({ hasText: '존속기간' })).toContainText('충족');
});

test('the checklist is kept step by step and gates 결성진행중', async ({ page }) => {
  await page.goto('/lp-invest-union-management/list');
  await page.getByRole('row', { name: /데모 바이오 3호/ }).click();
  await page.getByRole('tab', { name: '결성 관리' }).click();
  await expect(page).toHaveURL(/\/formation$/);
  await expect(page.getByText('6단계 중 1단계 완료')).toBeVisible();

  // 결성진행중 is refused while 고유번호증 and the account are open.
  await page.getByRole('button', { name: /상태 변경/ }).click();
  await page.getByRole('menuitem', { name: '결성진행중' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '변경' }).click();
  await expect(
    page.getByText(/결성 체크리스트의 고유번호증 발급, 조합 계좌 개설 단계를 먼저 완료해 주세요/),
  ).toBeVisible();

  // Record 고유번호증 as done today.
  const step = page.getByRole('listitem', { name: '고유번호증 발급' });
  await expect(step).toContainText('목표일 지남');
  await step.getByRole('button', { name: '기록' }).click();
  const modal = page.getByRole('dialog', { name: '고유번호증 발급 기록' });
  await modal.getByLabel('완료일').fill(todayInKorea());
  await modal.getByRole('button', { name: '저장' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('6단계 중 2단계 완료')).toBeVisible();
  await expect(step).toContainText('완료');
  await expect(page.getByText('결성진행중으로 바꾸려면: 조합 계좌 개설')).toBeVisible();
});
