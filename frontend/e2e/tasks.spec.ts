// Tasks end to end: the CEO writes a task and assigns it to the fund manager, the manager finds it
// under 내 업무, comments and finishes it; the product's own tasks are listed beside it.
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('a task is written, assigned, commented on and finished', async ({ browser }) => {
  const title = `LP 설명회 준비 ${Date.now() % 100000}`;
  const ceo = await browser.newPage();
  await ceo.goto('/login');
  await logIn(ceo, DEMO.email, DEMO.password);
  await expectDashboardOf(ceo, DEMO.company);
  await ceo.goto('/task');
  await expect(ceo.getByText('자동').first()).toBeVisible();
  await ceo.getByRole('button', { name: '업무 추가' }).click();
  const form = ceo.getByRole('dialog', { name: '업무 추가' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('발표 자료와 참석자 명단을 준비합니다.');
  await form.getByLabel('마감일').fill('2026-12-20');
  await form.getByRole('combobox', { name: '담당자' }).click();
  await form.getByRole('option', { name: /최운용/ }).click();
  await form.getByRole('button', { name: '추가' }).click();
  await expect(form).toBeHidden();
  await expect(ceo.getByRole('link', { name: title })).toBeVisible();
  await ceo.close();

  const manager = await browser.newPage();
  await manager.goto('/login');
  // analyst@ is taken by the password-reset journey (its password changes): the manager works here.
  await logIn(manager, 'manager@johap.kr', DEMO.password);
  await expectDashboardOf(manager, DEMO.company);
  await manager.goto('/task?view=mine');
  await manager.getByRole('link', { name: title }).click();
  await expect(manager.getByRole('heading', { name: title })).toBeVisible();
  await manager.getByRole('textbox', { name: '댓글' }).fill('명단 확인 중입니다.');
  await manager.getByRole('button', { name: '등록' }).click();
  await expect(manager.getByText('명단 확인 중입니다.')).toBeVisible();
  await manager.getByRole('radiogroup', { name: '업무 상태' }).getByText('완료').click();
  await expect(manager.getByText("'완료' 상태로 바꿨습니다.")).toBeVisible();

  await manager.goto('/task?view=done');
  await expect(manager.getByRole('link', { name: title })).toBeVisible();
});
