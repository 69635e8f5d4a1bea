// Two-factor login end to end: a new GP enrols an authenticator app (the code computed here
// from the key the screen shows, as the app would), keeps the recovery codes, then logs in
// with the password and a fresh code.
import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectDashboardOf, logIn, randomBusinessNumber } from './helpers';

const PASSWORD = 'johap1234!';

/** RFC 6238 (HMAC-SHA1, 30 s, six digits) for a base32 key, `steps` steps from now. */
function totp(base32: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.replace(/\s+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30) + steps));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 0x0f;
  const value = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

test('a GP enrols an authenticator app and logs in with a code', async ({ page, request }) => {
  const email = `totp${Date.now()}@e2e.kr`;
  const company = `이투파트너스${Date.now() % 100000}`;
  const joined = await request.post('/api/v1/join', {
    data: {
      user_type: 'investor',
      email,
      password: PASSWORD,
      name: '오보안',
      phone: '010-3333-4444',
      form_type: 'enterprise',
      investor_type: 'C',
      agree_terms: true,
      agree_privacy: true,
      existing_company_id: null,
      new_company: { name: company, business_number: randomBusinessNumber(), ceo_name: '오보안' },
    },
  });
  expect(joined.status()).toBe(201);

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expectDashboardOf(page, company);
  await page.goto('/my-info');
  await expect(page.getByText('사용 안 함')).toBeVisible();
  await page.getByRole('link', { name: '설정하기' }).click();
  await expect(page).toHaveURL(/\/two-factor-setup$/);
  await expect(page.getByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('button', { name: '다음' }).click();

  // A wrong code is refused and the factor stays off.
  const code = totp(secret);
  await page.getByLabel('인증 코드').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('인증 코드가 맞지 않습니다.')).toBeVisible();
  await page.getByLabel('인증 코드').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const codes = page.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: '완료' }).click();
  await expect(page).toHaveURL(/\/my-info$/);
  await expect(page.getByText('사용 중')).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  // Logging out goes home on its own; going to /login before it lands raced it (ERR_ABORTED).
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(
    page.getByText('인증 앱의 6자리 코드 또는 복구 코드를 입력해 주세요.'),
  ).toBeVisible();
  // The enrolment spent this step's code; the app's next one (a phone a little ahead) logs in.
  await page.getByLabel('인증 코드').fill(totp(secret, 1));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expectDashboardOf(page, company);
});
