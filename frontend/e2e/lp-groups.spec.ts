import { expect, test } from '@playwright/test';
import { DEMO, createUnion, expectDashboardOf, logIn } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a GP creates a group with an image, records an LP, adds it and matches it to an application', async ({
  page,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const union = `매칭 테스트조합 ${stamp}`;
  const lpName = `박매칭${stamp}`;
  const group = `VIP ${stamp}`;

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // An application to match: a union with one applicant.
  await createUnion(page, union);
  await page.getByRole('tab', { name: '출자 신청 관리' }).click();
  await page.getByRole('button', { name: '신청자 추가' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel(/^이름/).fill(lpName);
  await add.getByLabel('개인').check();
  await add.getByLabel(/^좌수/).fill('4');
  await add.getByRole('button', { name: '추가' }).click();
  await expect(page.getByRole('row', { name: new RegExp(lpName) })).toBeVisible();

  // The LP on record.
  await page.goto('/lp-membership-management/list');
  await page.getByRole('button', { name: 'LP 등록' }).click();
  const form = page.getByRole('dialog', { name: 'LP 등록' });
  await form.getByLabel('이름').fill(lpName);
  await form.getByLabel('개인').check();
  await form.getByLabel('이메일').fill(`match${stamp}@example.com`);
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('LP를 등록했습니다.')).toBeVisible();

  // A group with an image; an empty name is refused first and nothing is sent.
  await page.goto('/lp-group-management/list');
  await page.getByRole('button', { name: '그룹 추가' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('그룹명을 입력해주세요.').first()).toBeVisible();
  await modal.getByLabel('그룹 이미지 선택').setInputFiles({ name: 'vip.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByAltText('그룹 이미지 미리보기')).toBeVisible();
  await modal.getByLabel('그룹명').fill(group);
  await modal.getByLabel('그룹 설명').fill('주요 출자자');
  await modal.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('그룹을 등록했습니다.')).toBeVisible();
  await page.getByText(group).first().click();
  await expect(page).toHaveURL(/\/lp-group-management\/\d+\/edit$/);
  await expect(page.getByRole('img', { name: new RegExp(group) }).first()).toBeVisible();

  // Add the LP to the group.
  await page.getByRole('button', { name: '멤버 추가' }).click();
  const select = page.getByRole('dialog');
  await select.getByRole('checkbox', { name: new RegExp(lpName) }).check();
  await select.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('row', { name: new RegExp(lpName) })).toBeVisible();

  // Match the LP to the application from the LP's detail.
  await page.goto('/lp-membership-management/list');
  await page.getByRole('row', { name: new RegExp(lpName) }).click();
  await expect(page).toHaveURL(/\/lp-membership-management\/detail\/\d+$/);
  await page.getByRole('button', { name: '매칭' }).click();
  const matching = page.getByRole('dialog', { name: 'LP 매칭' });
  await expect(matching.getByText('조합을 선택해주세요.')).toBeVisible();
  await expect(matching.getByRole('button', { name: '매칭' })).toBeDisabled();
  await matching.getByRole('radio', { name: new RegExp(union) }).check();
  await matching.getByRole('radio', { name: new RegExp(lpName) }).check();
  await matching.getByRole('button', { name: '매칭' }).click();
  await expect(page.getByText('매칭이 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: union })).toBeVisible();
  await expect(page.getByText(group).first()).toBeVisible();
});
