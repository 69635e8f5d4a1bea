import { expect, test } from '@playwright/test';
import { DEMO, createUnion, expectDashboardOf, logIn } from './helpers';

/** A tiny but well-formed PDF: the server detects the type from the contents. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
});

test('the demo CEO uploads, downloads and deletes a union file on the data tab', async ({
  page,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const union = `관련자료 테스트조합 ${stamp}`;

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // A fresh union, so the data tab starts empty.
  await createUnion(page, union);

  await page.getByRole('tab', { name: '관련 자료' }).click();
  await expect(page).toHaveURL(/\/detail\/\d+\/data$/);
  await expect(page.getByText('관련자료가 없습니다.')).toBeVisible();

  // Upload into 조합규약 on the edit screen.
  await page.getByRole('link', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/detail\/\d+\/data\/edit$/);
  const rules = page.getByRole('region', { name: '조합규약', exact: true });
  await rules.getByLabel('조합규약 파일 선택').setInputFiles(pdf('조합규약.pdf'));
  await expect(page.getByText('업로드 되었습니다.')).toBeVisible();
  await expect(rules.getByText('조합규약.pdf', { exact: true })).toBeVisible();

  // Back on the data tab it is listed under 조합규약 and downloads under its Korean name.
  await page.getByRole('link', { name: '완료' }).click();
  await expect(page).toHaveURL(/\/detail\/\d+\/data$/);
  const listed = page.getByRole('region', { name: '조합규약', exact: true });
  await expect(listed.getByText('조합규약.pdf', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: '조합규약.pdf 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('조합규약.pdf');

  // The seal category takes PNG only: the server refuses a PDF with its reason.
  await page.getByRole('link', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(/\/data\/edit$/);
  await page
    .getByRole('region', { name: '조합인감', exact: true })
    .getByLabel('조합인감 파일 선택')
    .setInputFiles(pdf('조합인감.pdf'));
  await expect(page.getByText('업로드 실패했습니다.')).toBeVisible();
  await expect(
    page.getByText('조합인감은 PNG 파일만 올릴 수 있습니다.', { exact: false }),
  ).toBeVisible();

  // Delete the uploaded file after confirming.
  const editRules = page.getByRole('region', { name: '조합규약', exact: true });
  await editRules.getByRole('button', { name: '조합규약.pdf 삭제' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('조합규약.pdf 파일을 삭제하시겠습니까?');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제 완료되었습니다.')).toBeVisible();
  await expect(editRules.getByText('등록된 파일이 없습니다.')).toBeVisible();

  await page.getByRole('link', { name: '완료' }).click();
  await expect(page.getByText('관련자료가 없습니다.')).toBeVisible();
});
