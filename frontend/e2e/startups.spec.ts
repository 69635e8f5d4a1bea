import { expect, test } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

test('a GP searches startups with two filters, opens a profile with its radar and three years of tables', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  await page.goto('/search-startup');
  await expect(page.getByRole('heading', { name: '스타트업 검색' })).toBeVisible();
  // The demo's bio/medical companies in Seoul: 케어브릿지 and 뉴로핏 (그린셀바이오 is in Daejeon).
  await page.getByRole('checkbox', { name: '바이오/의료' }).check();
  await page.getByRole('combobox', { name: '지역' }).click();
  await page.getByRole('option', { name: '서울' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/industries=bio_medical/);
  await expect(page).toHaveURL(/regions=SD01/);
  const results = page.getByRole('link', { name: /^(케어브릿지|뉴로핏|그린셀바이오)$/ });
  await expect(results).toHaveCount(2);
  await expect(page.getByRole('link', { name: '그린셀바이오' })).toHaveCount(0);

  await page.getByRole('link', { name: '뉴로핏' }).click();
  await expect(page).toHaveURL(/\/company-info\?cmpy_no=\d+$/);
  await expect(page.getByRole('heading', { name: '뉴로핏' })).toBeVisible();
  await expect(page.getByRole('figure', { name: '기업 가치 평가 레이더 차트' })).toBeVisible();
  const income = page.getByRole('table', { name: '손익계산서' });
  for (const year of ['2023년', '2024년', '2025년']) {
    await expect(income.getByRole('columnheader', { name: year })).toBeVisible();
  }
  await expect(income.getByRole('row', { name: /^매출액/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '재무상태표' })).toBeVisible();

  // '목록' returns to the same search, filters and all.
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/search-startup\?.*industries=bio_medical/);
  await expect(page.getByRole('checkbox', { name: '바이오/의료' })).toBeChecked();

  // '초기화' lists every startup again.
  await page.getByRole('button', { name: '초기화' }).click();
  await expect(page.getByRole('checkbox', { name: '바이오/의료' })).not.toBeChecked();
  await expect(page.getByText(/총\s*41\s*개/)).toBeVisible();
});

test("a GP writes the firm's opinion of a startup, bookmarks it and finds it under 관심 기업", async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  await page.goto('/search-startup');
  await page.getByRole('combobox', { name: '기업명 검색' }).fill('딥사운드');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('link', { name: '딥사운드' }).click();
  await expect(page.getByRole('heading', { name: '딥사운드' })).toBeVisible();

  // The opinion: written once, shown with its formatting, then edited; a script never shows.
  const opinion = page.getByRole('region', { name: '투자 의견' });
  const existing = opinion.getByRole('button', { name: '삭제' });
  if (await existing.isVisible()) {
    // A rerun on the same database: start from no opinion.
    await existing.click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  }
  await opinion.getByRole('button', { name: '의견추가하기' }).click();
  const editor = opinion.getByRole('textbox', { name: '투자 의견 내용' });
  await editor.click();
  await page.keyboard.type('상담 요약 정확도가 높습니다');
  await opinion.getByRole('button', { name: '저장' }).click();
  await expect(opinion.getByText('상담 요약 정확도가 높습니다')).toBeVisible();
  await expect(opinion.getByRole('button', { name: '수정' })).toBeVisible();

  // The bookmark star, then the firm's interest companies.
  const star = page.getByRole('button', { name: /관심 기업 (추가|해제)/ });
  if ((await star.getAttribute('aria-pressed')) !== 'true') {
    await star.click();
  }
  await expect(page.getByRole('button', { name: '관심 기업 해제' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/interest-company');
  await expect(page.getByRole('link', { name: '딥사운드' })).toBeVisible();
});
