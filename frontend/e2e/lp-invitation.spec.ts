import { expect, test } from '@playwright/test';
import { DEMO, createUnion, expectDashboardOf, logIn } from './helpers';
import { mailDir, mailedLink } from './mail';

// The smallest PDF a reader accepts; the server checks the bytes, not the name.
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a GP invites an LP, who signs up from the mailed link, applies and sends a document', async ({
  page,
  browser,
}) => {
  expect(mailDir, 'E2E_MAIL_DIR (the server mail folder) must be set').toBeTruthy();
  const stamp = `${Date.now()}`.slice(-6);
  const union = `초대 테스트조합 ${stamp}`;
  const lpEmail = `lp${stamp}@example.com`;
  const lpName = `김엘피${stamp}`;
  const since = Date.now() - 1000;

  // The GP invites the address from the apply tab.
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await createUnion(page, union);
  await page.getByRole('tab', { name: '출자 신청 관리' }).click();
  await page.getByRole('button', { name: '초대하기' }).click();
  const invite = page.getByRole('dialog', { name: 'LP 초대하기' });
  await invite.getByLabel('이메일').fill(`${lpEmail}, not-an-address`);
  await invite.getByRole('button', { name: '보내기' }).click();
  const result = page.getByRole('dialog', { name: '초대 결과' });
  await expect(result.getByRole('region', { name: '새로 초대' })).toContainText(lpEmail);
  await expect(result.getByRole('region', { name: '잘못된 형식' })).toContainText('not-an-address');
  await result.getByRole('button', { name: '확인' }).click();

  // The LP opens the link from the delivered mail in a browser of their own.
  let link: string | null = null;
  await expect
    .poll(() => (link = mailedLink(lpEmail, since, /(\/invitations\/[A-Za-z0-9_-]+)/)), {
      timeout: 20_000,
      message: 'invitation mail with a link',
    })
    .not.toBeNull();
  const lpContext = await browser.newContext();
  const lp = await lpContext.newPage();
  await lp.goto(link!);
  await expect(lp.getByText(union).first()).toBeVisible();
  await expect(lp.getByText(`${DEMO.company}에서 출자 신청에 초대했습니다.`)).toBeVisible();
  await lp.getByLabel('이름').fill(lpName);
  await lp.getByLabel('휴대폰 번호').fill('01098765432');
  // Required fields carry an asterisk in their label ('비밀번호 *').
  await lp.getByLabel(/^비밀번호\s*\*?$/).fill('lpsecret123');
  await lp.getByLabel('비밀번호 확인').fill('lpsecret123');
  await lp.getByRole('radio', { name: '개인' }).check();
  await lp.getByLabel(/이용약관에 동의합니다/).check();
  await lp.getByLabel(/개인정보 처리방침에 동의합니다/).check();
  await lp.getByRole('button', { name: '가입하고 초대 수락' }).click();

  // Straight to the apply dialog of that union: units make the amount.
  await expect(lp).toHaveURL(/\/my-investments/);
  const apply = lp.getByRole('dialog', { name: '출자 신청' });
  await apply.getByLabel('좌수').fill('3');
  await expect(apply).toContainText('3,000,000원');
  await apply.getByRole('button', { name: '신청' }).click();
  await expect(lp.getByText('출자 신청이 완료되었습니다.')).toBeVisible();
  await lp.getByRole('link', { name: '신청 내역 보기' }).click();
  await expect(lp).toHaveURL(/\/my-investments\/\d+$/);
  await lp.getByLabel('신분증 사본 파일 선택').setInputFiles({
    name: '신분증.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(lp.getByText('업로드 되었습니다.')).toBeVisible();
  await expect(lp.getByRole('region', { name: '신분증 사본' })).toContainText('신분증.pdf');
  await lpContext.close();

  // The GP sees the application (status R, 심사중) and the document.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(lpName) });
  await expect(row).toContainText('심사중');
  await row.click();
  await expect(page).toHaveURL(/\/apply\/member\/\d+$/);
  await expect(page.getByRole('region', { name: '제출 서류' })).toContainText('신분증.pdf');
});
