// Accessibility: axe-core (WCAG 2 A and AA) finds no serious or critical violation on the built
// screens, on the demo firm's data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

/** Every page's serious and critical violations, so one run shows them all. */
const found: { page: string; id: string; nodes: string[] }[] = [];

async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  for (const v of results.violations) {
    if (v.impact === 'serious' || v.impact === 'critical') {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
      found.push({ page: name, id: v.id, nodes });
    }
  }
}

test('the built screens have no serious or critical accessibility violation', async ({ page }) => {
  // Every built screen in turn: minutes when the API contract runs beside it (`just test`).
  test.setTimeout(300_000);
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await expectAccessible(page, 'dashboard');

  await page.goto('/lp-invest-union-management/list');
  await expect(page.getByRole('row', { name: /데모 세컨더리 2호 조합/ })).toBeVisible();
  await expectAccessible(page, 'union list');

  await page.getByRole('row', { name: /데모 세컨더리 2호 조합/ }).click();
  await expect(page.getByRole('tab', { name: '출자 신청 관리' })).toBeVisible();
  await expect(page.getByText('신청자 수')).toBeVisible();
  await expectAccessible(page, 'apply tab');
  const detail = page.url().replace(/\/apply$/, '');

  for (const [tab, ready] of [
    ['info', '변경 이력'],
    ['formation', '결성 체크리스트'],
    ['capital', '조합원 납입 현황'],
    ['data', '조합인감'],
    ['communication', '발송 이력'],
    ['invest', '투자 증빙'],
  ] as const) {
    await page.goto(`${detail}/${tab}`);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectAccessible(page, `${tab} tab`);
  }

  await page.goto('/lp-invest-union-management/edit');
  await expect(page.getByRole('textbox', { name: '조합명', exact: true })).toBeVisible();
  await expectAccessible(page, 'union form');

  for (const [path, ready] of [
    ['/lp-management-dashboard', '조합별 현황'],
    ['/lp-membership-management/list', 'LP 회원'],
    ['/lp-group-management/list', 'VIP 투자자'],
    ['/search-startup', '루미나랩스'],
    ['/interest-company', '관심 기업'],
    ['/basic-info-mange', '강남파이낸스센터'],
    ['/basic-info-edit', '등록 정보'],
    ['/group-mange', '투자심사팀'],
    ['/raw-download', '메일 발송 이력'],
    ['/task', '결성총회 자료 준비'],
    ['/my-info', '2단계 인증'],
    ['/notice', '12월 정기 점검 안내'],
    ['/faq', '조합은 어떤 서비스인가요?'],
    ['/inquiry', '문의 유형'],
    ['/inquiry-history', '결성총회 전에 조합원 명부를 받을 수 있나요?'],
    ['/waiting-main', '대기 등록하기'],
    ['/waiting-create', '대기 등록 신청'],
    ['/point', '포인트 충전'],
    ['/membership', '프리미엄'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectAccessible(page, path);
  }
  // A company profile: card, radar, tables and the opinion box.
  await page.goto('/search-startup');
  await page.getByRole('link', { name: '루미나랩스' }).click();
  await expect(page.getByRole('table', { name: '손익계산서' })).toBeVisible();
  await expectAccessible(page, 'company profile');
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
});

test("a startup's own screens and the fact-check screens have no serious or critical violation", async ({
  browser,
}) => {
  const startupContext = await browser.newContext();
  const startup = await startupContext.newPage();
  await startup.goto('/login');
  await logIn(startup, 'startup@johap.kr', 'johap1234!');
  await expectDashboardOf(startup, '데모스타트업');
  await startup.goto('/basic-info-mange');
  await expect(startup.getByText('검증 현황').first()).toBeVisible();
  await expectAccessible(startup, 'basic info');
  for (const tab of ['basic', 'shareholders', 'figures']) {
    await startup.goto(`/basic-info-edit?tab=${tab}`);
    await expect(startup.getByRole('button', { name: '저장', exact: true }).first()).toBeVisible();
    await expectAccessible(startup, `basic info edit, ${tab}`);
  }
  await startup.getByRole('button', { name: '변경 이력' }).click();
  await expect(startup.getByLabel('변경 이력 목록')).toBeVisible();
  await expectAccessible(startup, 'update history');
  await startupContext.close();

  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await checker.goto('/login');
  await logIn(checker, 'checker@johap.kr', 'johap1234!');
  await expectDashboardOf(checker, '조합 데이터검증센터');
  await checker.goto('/fact-check');
  await expect(checker.getByRole('row', { name: /데모스타트업/ })).toBeVisible();
  await expectAccessible(checker, 'fact-check queue');
  await checker
    .getByRole('row', { name: /데모스타트업/ })
    .getByRole('link', { name: '검증하기' })
    .click();
  await expect(checker.getByRole('table', { name: '팩트체크 현황' })).toBeVisible();
  await expectAccessible(checker, 'fact-check panel');
  await checker.goto('/operator/waiting-list');
  await expect(checker.getByText('누리파트너스')).toBeVisible();
  await expectAccessible(checker, 'waiting list desk');
  await checkerContext.close();
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
});
