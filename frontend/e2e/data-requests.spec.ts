import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';
import { mailDir, mailedLink } from './mail';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a GP asks two startups for data; one answers through the mailed link, the other in its account', async ({
  page,
  browser,
}) => {
  expect(mailDir, 'E2E_MAIL_DIR (the server mail folder) must be set').toBeTruthy();
  const stamp = `${Date.now()}`.slice(-6);
  const title = `3분기 실적 요청 ${stamp}`;
  const irEmail = `ir${stamp}@example.com`;
  const since = Date.now() - 1000;

  // The GP writes the request: sales, headcount and the IR deck, to 루미나랩스 (at the address
  // the GP knows) and 데모스타트업 (at its account's address).
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.getByRole('link', { name: '자료 요청' }).first().click();
  await page
    .getByRole('link', { name: '자료 요청하기' })
    .or(page.getByRole('button', { name: '자료 요청하기' }))
    .click();
  await page.getByLabel('제목').fill(title);
  await page.getByRole('checkbox', { name: '분기 매출' }).check();
  await page.getByRole('checkbox', { name: '임직원 수' }).check();
  await page.getByRole('checkbox', { name: '서류' }).check();
  await page.getByRole('combobox', { name: '서류 종류' }).click();
  await page.getByRole('option', { name: 'IR 자료' }).click();
  await page.keyboard.press('Escape');
  for (const name of ['루미나랩스', '데모스타트업']) {
    await page.getByRole('combobox', { name: '기업명으로 추가' }).fill(name.slice(0, 3));
    await page.getByRole('option', { name }).click();
  }
  await page.getByLabel('루미나랩스 이메일').fill(irEmail);
  await page.getByRole('button', { name: '요청 보내기' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const table = page.getByRole('table', { name: '기업별 응답 현황' });
  await expect(table.getByRole('row', { name: /루미나랩스/ })).toContainText('응답 대기');

  // 루미나랩스 opens the link from its mail, without an account: the deck, then the figures.
  let link: string | null = null;
  await expect
    .poll(() => (link = mailedLink(irEmail, since, /(\/data-request\/[A-Za-z0-9_-]+)/)), {
      timeout: 20_000,
      message: 'data request mail with a link',
    })
    .not.toBeNull();
  const outside = await (await browser.newContext()).newPage();
  await outside.goto(link!);
  await expect(outside.getByRole('heading', { name: title })).toBeVisible();
  await outside.getByLabel('IR 자료 파일 선택').setInputFiles({
    name: '루미나랩스_IR.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(outside.getByText('루미나랩스_IR.pdf')).toBeVisible();
  await outside.getByLabel('분기 매출').fill('720000000');
  await outside.getByLabel('임직원 수').fill('41');
  await outside.getByRole('button', { name: '제출', exact: true }).click();
  await expect(outside.getByText('제출이 완료되었습니다.', { exact: false })).toBeVisible();
  // The link worked once.
  await outside.reload();
  await expect(outside.getByText('이미 제출된 자료 요청입니다.', { exact: false })).toBeVisible();

  // 데모스타트업 answers in its account.
  const own = await (await browser.newContext()).newPage();
  await own.goto('/login');
  await logIn(own, 'startup@johap.kr', DEMO.password);
  await own.getByRole('link', { name: '자료 요청' }).first().click();
  const card = own.getByRole('article', { name: title });
  await card.getByRole('button', { name: '자료 제출' }).click();
  await card.getByLabel('IR 자료 파일 선택').setInputFiles({
    name: '데모스타트업_IR.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(card.getByText('데모스타트업_IR.pdf')).toBeVisible();
  await card.getByLabel('분기 매출').fill('712000000');
  await card.getByLabel('임직원 수').fill('21');
  await card.getByRole('button', { name: '제출', exact: true }).click();
  await expect(card.getByText('응답 완료')).toBeVisible();

  // The GP sees both answered, and what came through the link.
  await page.reload();
  await expect(table.getByRole('row', { name: /루미나랩스/ })).toContainText('응답 완료');
  await expect(table.getByRole('row', { name: /데모스타트업/ })).toContainText('응답 완료');
  await page.getByRole('button', { name: '루미나랩스 응답 내역' }).click();
  await expect(page.getByText('메일 링크').first()).toBeVisible();
  await expect(page.getByText('41명')).toBeVisible();
});
