// Takes screenshots of the main screens with Debian's Chromium (playwright-core), for a visual check.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]. With MOCK_API=1 the API answers are faked,
// so logged-in screens can be shot without a running server.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';
const out = process.argv[3] ?? '/tmp/shots';
const mock = process.env.MOCK_API === '1';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const me = {
  user_id: 1,
  email: 'demo@johap.kr',
  name: '김데모',
  phone: '01012345678',
  user_type: 'investor',
  member_type: 'gp',
  role: 'ceo',
  form_type: 'enterprise',
  company_id: 1,
  company_name: '데모투자파트너스',
  company_kind: 'investor',
  company_group_status: 'c',
  verified: true,
  social_provider: null,
};
const members = {
  items: [
    {
      user_id: 2,
      name: '이심사',
      email: 'review@johap.kr',
      phone: '01022223333',
      role: 'staff',
      group_status: 'w',
      joined_at: '2026-11-20T01:00:00Z',
    },
    {
      user_id: 3,
      name: '박투자',
      email: 'invest@johap.kr',
      phone: '0212345678',
      role: 'staff',
      group_status: 'w',
      joined_at: '2026-11-21T05:30:00Z',
    },
  ],
  page: 1,
  page_size: 10,
  total_count: 2,
};

async function newPage(loggedIn) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  if (mock) {
    await page.route('**/api/v1/**', (route) => {
      const url = new URL(route.request().url());
      const json = (body) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
      if (url.pathname.endsWith('/auth/refresh'))
        return json({
          access_token: 'mock',
          token_type: 'Bearer',
          expires_at: '2030-01-01T00:00:00Z',
        });
      if (url.pathname.endsWith('/me')) return json(me);
      if (url.pathname.endsWith('/dashboard'))
        return json({
          company_name: '데모투자파트너스',
          company_kind: 'investor',
          active_member_count: 4,
          pending_member_count: 2,
        });
      if (url.pathname.endsWith('/company/members')) return json(members);
      if (url.pathname.endsWith('/join/companies'))
        return json({
          items: [
            { id: 1, name: '데모투자파트너스', business_number: '1234567890', ceo_name: '김데모' },
          ],
          page: 1,
          page_size: 10,
          total_count: 1,
        });
      return route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          message: '찾을 수 없습니다.',
        }),
      });
    });
    if (loggedIn)
      await page.addInitScript(() => window.sessionStorage.setItem('johap.token', 'mock'));
  }
  return page;
}

async function shot(name, path, { loggedIn = false, fullPage = false, before } = {}) {
  const page = await newPage(loggedIn);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (before) await before(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`${out}/${name}.png  ${page.url()}`);
  await page.context().close();
}

await shot('landing', '/');
await shot('landing-full', '/', { fullPage: true });
await shot('login', '/login');
await shot('price', '/price-policy', { fullPage: true });
await shot('terms', '/terms-policy');
await shot('join-intro', '/join-intro');
await shot('join-agree', '/join-intro', {
  before: async (page) => {
    await page.getByText('투자사 가입').click();
    await page.waitForURL('**/join-agree');
  },
});
await shot('join-company', '/join-intro', {
  before: async (page) => {
    await page.getByText('투자사 가입').click();
    await page.getByText('전체 동의', { exact: true }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByText('법인 투자사').click();
    await page.waitForURL('**/join-company-investor');
  },
});
await shot('share-coming-soon', '/invest-portfolio/share/abc123');
if (mock) {
  await shot('dashboard', '/dashboard', { loggedIn: true });
  await shot('members', '/member-mange', { loggedIn: true });
  await shot('coming-soon', '/lp-group-management/list', { loggedIn: true });
}
await browser.close();
