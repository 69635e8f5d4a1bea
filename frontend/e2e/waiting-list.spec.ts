// The waiting list end to end: a company not on the product registers from the login page and
// sees its place in the queue; operator staff onboard it, and its contact gets the mail with the
// sign-up link.
import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn, randomBusinessNumber } from './helpers';
import { mailedLink } from './mail';

const OPERATOR = { email: 'checker@johap.kr', password: DEMO.password };

test('a company registers, waits its turn and is told by mail when onboarded', async ({
  browser,
}) => {
  const company = `대기벤처스 ${Date.now() % 100000}`;
  const number = randomBusinessNumber();
  const email = `wait${Date.now() % 100000}@waiting.kr`;
  const since = Date.now();

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: '대기 등록' }).click();
  await visitor.getByRole('link', { name: /대기 등록하기/ }).click();
  await visitor.getByRole('radio', { name: '투자사' }).check();
  await visitor.getByLabel('회사명').fill(company);
  await visitor.getByLabel('사업자등록번호').fill(number);
  await visitor.getByLabel('담당자 이름').fill('정대기');
  await visitor.getByLabel('이메일').fill(email);
  await visitor.getByLabel('휴대폰').fill('01055501234');
  await visitor.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await visitor.getByRole('button', { name: '대기 등록 신청' }).click();
  await expect(visitor).toHaveURL(/\/waiting-complete/);
  await expect(visitor.getByText(company, { exact: true })).toBeVisible();
  await expect(visitor.getByText(/번째/)).toBeVisible();
  await visitor.close();

  const opContext = await browser.newContext();
  const op = await opContext.newPage();
  await op.goto('/login');
  await logIn(op, OPERATOR.email, OPERATOR.password);
  // The session first: opened before the login lands, the desk would ask as nobody.
  await expectDashboardOf(op, '조합 데이터검증센터');
  await op.goto('/operator/waiting-list');
  await expect(op.getByRole('table', { name: '대기 등록 목록' })).toBeVisible();
  await op.getByRole('button', { name: `${company} 이용 안내` }).click();
  await op.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  await expect(op.getByRole('button', { name: `${company} 이용 안내` })).toBeHidden();
  await op.getByRole('tab', { name: '이용 안내 완료' }).click();
  await expect(op.getByText(company, { exact: true })).toBeVisible();
  await opContext.close();

  await expect
    .poll(() => mailedLink(email, since, /https?:\/\/[^\s"<>]+(\/join-intro)/))
    .toBe('/join-intro');
});
