// The support area end to end: a visitor reads the notices with previous and next; a GP asks
// a 1:1 question with a file, the platform's operator staff answer it in their area, and the GP
// sees the answer.
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

const PDF = Buffer.from(
  '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);
const OPERATOR = { email: 'checker@johap.kr', password: DEMO.password };

test('a visitor reads a notice and moves to the previous and next ones', async ({ page }) => {
  await page.goto('/notice');
  const list = page.getByRole('table', { name: '공지사항 목록' });
  await expect(list.getByText('12월 정기 점검 안내')).toBeVisible();
  await list.getByRole('link', { name: '포트폴리오 공유 링크 기능 출시' }).click();
  await expect(page.getByRole('heading', { name: '포트폴리오 공유 링크 기능 출시' })).toBeVisible();
  await expect(page.getByText('비밀번호와 이메일 인증도 설정할 수 있습니다.')).toBeVisible();

  await page.getByRole('group', { name: '다음 글' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: '조합원 명부 xlsx 내보내기 추가' })).toBeVisible();
  await page.getByRole('group', { name: '이전 글' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: '포트폴리오 공유 링크 기능 출시' })).toBeVisible();
  await page.getByRole('link', { name: '목록' }).click();
  await expect(page).toHaveURL(/\/notice(\?|$)/);
});

test('a GP asks with a file, the operator answers, and the GP reads the answer', async ({
  page,
  browser,
}) => {
  const title = `명부 양식 문의 ${Date.now()}`;
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/inquiry');
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page
    .getByRole('textbox', { name: '내용' })
    .fill('조합원 명부 양식을 바꿀 수 있나요?\n첨부한 양식처럼요.');
  await page.getByRole('combobox', { name: '문의 유형' }).click();
  await page.getByRole('option', { name: '조합 운영' }).click();
  await page
    .getByLabel('첨부파일 선택')
    .setInputFiles({ name: '명부양식.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/inquiry-detail\?idx=\d+/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('명부양식.pdf')).toBeVisible();
  await expect(page.getByText(/답변을 기다리고 있습니다/)).toBeVisible();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await operator.goto('/login');
  await logIn(operator, OPERATOR.email, OPERATOR.password);
  await expect(operator).toHaveURL(/\/dashboard$/);
  await operator.goto('/operator/support');
  await operator
    .getByRole('table', { name: '문의 목록' })
    .getByRole('button', { name: title })
    .click();
  const dialog = operator.getByRole('dialog', { name: '문의 답변' });
  await expect(dialog.getByText('명부양식.pdf')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: '답변' })
    .fill('설정의 명부 양식에서 바꿀 수 있습니다.');
  await dialog.getByRole('button', { name: '답변 저장' }).click();
  await expect(operator.getByText('답변을 저장했습니다.').first()).toBeVisible();
  await operatorContext.close();

  await page.reload();
  await expect(page.getByText('운영팀 답변')).toBeVisible();
  await expect(page.getByText('설정의 명부 양식에서 바꿀 수 있습니다.')).toBeVisible();
  await page.goto('/inquiry-history');
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('답변 완료'),
  ).toBeVisible();
});
