import { expect, test } from '@playwright/test';
import { DEMO, createUnion, expectDashboardOf, logIn } from './helpers';

test('the demo CEO adds an applicant, reviews it, filters the list, exports and imports', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now()}`.slice(-6);
  const union = `출자신청 테스트조합 ${stamp}`;
  const person = `홍길동${stamp}`;

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // A fresh union to apply to.
  await createUnion(page, union);

  // The apply tab: add an applicant through the modal.
  await page.getByRole('tab', { name: '출자 신청 관리' }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByText('조합원 목록이 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '신청자 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^이름/).fill(person);
  await dialog.getByLabel('개인').check();
  await dialog.getByLabel(/^좌수/).fill('5');
  await expect(dialog.getByTestId('applicant-amount')).toHaveText('5,000,000원');
  await dialog.getByLabel('연락처').fill('01012345678');
  await dialog.getByLabel('이메일').fill(`lp${stamp}@example.com`);
  await dialog.getByRole('button', { name: '추가' }).click();
  await expect(page.getByText('추가되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(person) });
  await expect(row).toContainText('심사중');
  await expect(row).toContainText('500만원');
  await expect(row).toContainText('010-1234-5678');

  // Open it and move it to 심사완료.
  await row.click();
  await expect(page).toHaveURL(/\/apply\/member\/\d+$/);
  await expect(page.getByRole('heading', { name: person, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '심사완료', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '변경' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('심사완료');
  await expect(page.getByTestId('history-item').last()).toContainText('심사중 → 심사완료');

  // Back to the list, filtered by 심사완료.
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await page.getByText(/^심사완료 \d+$/).click();
  await expect(page.getByRole('row', { name: new RegExp(person) })).toContainText('심사완료');

  // The Excel export of that filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // The Excel import: the template downloads under its Korean name.
  await page.getByRole('button', { name: '엑셀로 등록' }).click();
  const importer = page.getByRole('dialog', { name: '엑셀로 출자자 등록' });
  const fetchingTemplate = page.waitForEvent('download');
  await importer.getByRole('button', { name: '양식 다운로드' }).click();
  const template = await fetchingTemplate;
  expect(template.suggestedFilename()).toBe('출자신청자_등록양식.xlsx');

  // There is no xlsx writer in the frontend, so the template itself (headers only) is sent back.
  // Saved under its real name first: Playwright's temporary copy has no .xlsx extension.
  const templatePath = testInfo.outputPath(template.suggestedFilename());
  await template.saveAs(templatePath);
  await importer.getByLabel('엑셀 파일 선택', { exact: true }).setInputFiles(templatePath);
  await expect(importer.getByText('출자신청자_등록양식.xlsx')).toBeVisible();
  await importer.getByRole('button', { name: '등록', exact: true }).click();
  await expect(importer.getByRole('alert')).toContainText('등록할 행이 없습니다.');
  await importer.getByRole('button', { name: '취소' }).click();
  await expect(importer).toBeHidden();
});
