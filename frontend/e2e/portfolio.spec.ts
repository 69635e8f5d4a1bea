import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';
import { mailDir, mailedLink } from './mail';

/** A real PNG drawn by the browser's canvas (a picture the server can decode and keep). */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#2f5bd8';
    ctx.fillRect(0, 0, 320, 180);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(40, 40, 240, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function api(page: Page) {
  const token = await page.evaluate(() => window.sessionStorage.getItem('johap.token'));
  return { Authorization: `Bearer ${token ?? ''}` };
}

test('a GP writes a portfolio page with a picture, exports its PDF and shares it; a reader opens, pages, searches and reads it until the link is revoked', async ({
  page,
  browser,
}) => {
  // Eleven pages' PDFs are drawn in the browser before the link is made.
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);

  // A new portfolio with 루미나랩스 picked in the startup-list modal.
  await page.goto('/invest-portfolio');
  await page.getByRole('button', { name: '새 포트폴리오' }).click();
  await expect(page).toHaveURL(/\/invest-portfolio\/detail\/\d+$/);
  const id = Number(/detail\/(\d+)/.exec(page.url())?.[1]);
  await page.getByText('대상 기업 편집', { exact: true }).click();
  await page.getByRole('combobox', { name: '기업 추가' }).fill('루미나');
  await page.getByRole('option', { name: '루미나랩스' }).click();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(new RegExp(`/invest-portfolio/detail/${id}$`));

  // Ten more pages through the API, so the shared list has a second page.
  const headers = await api(page);
  const startups = (await (
    await page.request.get('/api/v1/startups?page_size=20', { headers })
  ).json()) as { items: { id: number; name: string }[] };
  const lumina = startups.items.find((s) => s.name === '루미나랩스');
  const others = startups.items.filter((s) => s.name !== '루미나랩스').slice(0, 10);
  expect(lumina).toBeDefined();
  const targets = await page.request.put(`/api/v1/portfolios/${id}/targets`, {
    headers,
    data: { startup_ids: [lumina?.id, ...others.map((s) => s.id)] },
  });
  expect(targets.status()).toBe(200);
  await page.reload();

  // The first page: text and a picture in the first block, saved, then its portrait PDF.
  await page
    .getByRole('table', { name: '포트폴리오 페이지' })
    .getByText('루미나랩스')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/invest-portfolio/create/\\d+/${id}$`));
  const first = page.getByRole('textbox', { name: '첫 번째 블록 내용' });
  await first.click();
  await page.keyboard.type('공정 데이터로 불량을 미리 찾는 비전 AI. ');
  await page.getByLabel('첫 번째 블록 이미지 파일').setInputFiles({
    name: '라인 사진.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await expect(first.locator('img[src^="/api/v1/portfolio-images/"]')).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('페이지를 저장했습니다.')).toBeVisible();
  await page.getByRole('button', { name: 'PDF 내보내기' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '세로 A4 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = readFileSync((await download.path()) ?? '');
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  const item = Number(/create\/(\d+)\//.exec(page.url())?.[1]);
  // The app may have renewed its token since: read it again.
  const stored = await page.request.get(`/api/v1/portfolios/${id}/items/${item}/pdf`, {
    headers: await api(page),
  });
  expect(stored.status()).toBe(200);
  expect((await stored.body()).equals(saved)).toBe(true);

  // Share: the PDFs of every page, the title page and the whole are made first, then the link.
  await page.goto(`/invest-portfolio/detail/${id}`);
  await page.getByRole('button', { name: '공유', exact: true }).click();
  await page.getByRole('button', { name: '링크 만들기' }).click();
  await expect(page.getByText('링크가 복사되었습니다.')).toBeVisible({ timeout: 60_000 });
  const link = await page.getByRole('textbox', { name: '공유 링크 주소' }).inputValue();
  expect(link).toMatch(/\/invest-portfolio\/share\/[0-9a-f]{64}$/);
  await page.getByRole('button', { name: '확인' }).click();

  // A reader with nothing but the link: a fresh browser context, no login.
  const reader = await (
    await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  ).newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { name: '포트폴리오', exact: true })).toBeVisible();
  await expect(reader.locator('iframe[title$="표지 PDF"]')).toHaveAttribute('height', '648');
  const rows = reader.getByRole('table', { name: '공유 포트폴리오 목록' }).getByRole('row');
  await expect(rows).toHaveCount(11); // the header and ten pages
  await reader.getByRole('button', { name: '2 페이지' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('11');
  await reader.getByPlaceholder('제목을 입력하세요').fill('루미나');
  await expect(rows).toHaveCount(2);
  await expect(reader).toHaveURL(/search=/);
  await rows.nth(1).click();
  await expect(reader.getByRole('heading', { name: '루미나랩스', exact: true })).toBeVisible();
  await expect(reader.locator('iframe[title="루미나랩스 PDF"]')).toHaveAttribute(
    'src',
    new RegExp(`/api/v1/shares/[0-9a-f]{64}/items/${item}/pdf.*#toolbar=0$`),
  );
  await expect(reader.getByRole('button', { name: '이전' })).toBeDisabled();
  await reader.getByRole('button', { name: '다음' }).click();
  await expect(reader).not.toHaveURL(new RegExp(`/${item}$`));
  await expect(reader.getByRole('button', { name: '이전' })).toBeEnabled();
  await reader.getByRole('button', { name: '목록' }).click();
  await expect(reader.getByPlaceholder('제목을 입력하세요')).toHaveValue('루미나');

  // The GP stops the link; the reader's next visit is refused with a calm page.
  await page.getByRole('button', { name: '공유 중지' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '공유 중지' }).click();
  await expect(page.getByText('중지', { exact: true }).first()).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('heading', { name: '공유가 중지된 링크입니다' })).toBeVisible();
  await reader.context().close();
});

test('a GP shares the demo portfolio with a password and no PDF saving; the reader unlocks it and the GP sees the visit', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/invest-portfolio');
  await page.getByText('2026 하반기 포트폴리오').first().click();
  await expect(page).toHaveURL(/\/invest-portfolio\/detail\/\d+$/);
  await page.getByRole('button', { name: '공유', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('비밀번호').fill('lp-2026!');
  await dialog.getByRole('switch', { name: 'PDF 저장 허용' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: '링크 만들기' }).click();
  await expect(page.getByText('링크가 복사되었습니다.')).toBeVisible({ timeout: 60_000 });
  const link = await page.getByRole('textbox', { name: '공유 링크 주소' }).inputValue();
  await page.getByRole('button', { name: '확인' }).click();

  const reader = await (
    await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  ).newPage();
  await reader.goto(link);
  await expect(reader.getByText('비밀번호로 보호된 포트폴리오입니다.')).toBeVisible();
  await reader.getByLabel('비밀번호').fill('guess');
  await reader.getByRole('button', { name: '열기' }).click();
  await expect(reader.getByText('비밀번호가 맞지 않습니다.')).toBeVisible();
  await reader.getByLabel('비밀번호').fill('lp-2026!');
  await reader.getByRole('button', { name: '열기' }).click();
  await expect(
    reader.getByRole('heading', { name: '2026 하반기 포트폴리오', exact: true }),
  ).toBeVisible();
  await expect(reader.locator('iframe[title$="표지 PDF"]')).toHaveAttribute(
    'src',
    /\?visit=[0-9a-f]+#toolbar=0$/,
  );
  await expect(reader.getByText('PDF 저장')).toHaveCount(0);
  await reader.context().close();

  // The newest link counts the reader's visit (the wrong password opened none).
  await page.reload();
  await expect(page.getByText(/^열람 1회/).first()).toBeVisible();
  await page.getByRole('button', { name: '열람 기록' }).first().click();
  await expect(page.getByRole('dialog').getByRole('row')).toHaveCount(2);
});

test('a GP asks readers for their e-mail; the reader opens the link with the mailed code and the GP sees who read it', async ({
  page,
  browser,
}) => {
  expect(mailDir, 'E2E_MAIL_DIR (the server mail folder) must be set').toBeTruthy();
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto('/invest-portfolio');
  await page.getByText('2026 하반기 포트폴리오').first().click();
  await expect(page).toHaveURL(/\/invest-portfolio\/detail\/\d+$/);
  await page.getByRole('button', { name: '공유', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: '열람자 이메일 인증' }).check({ force: true });
  await dialog.getByRole('button', { name: '링크 만들기' }).click();
  await expect(page.getByText('링크가 복사되었습니다.')).toBeVisible({ timeout: 60_000 });
  const link = await page.getByRole('textbox', { name: '공유 링크 주소' }).inputValue();
  await page.getByRole('button', { name: '확인' }).click();

  const reader = await (
    await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  ).newPage();
  await reader.goto(link);
  await expect(reader.getByText('이메일 인증이 필요한 포트폴리오입니다.')).toBeVisible();
  const email = `reader-${Date.now()}@hanriver.vc`;
  const since = Date.now() - 1000;
  await reader.getByLabel('이메일').fill(email);
  await reader.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(reader.getByLabel('인증번호')).toBeVisible();
  let code: string | null = null;
  await expect
    .poll(() => (code = mailedLink(email, since, /입력해 주세요\.\s+(\d{6})/)), { timeout: 15_000 })
    .not.toBeNull();
  await reader.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await reader.getByRole('button', { name: '열기' }).click();
  await expect(reader.getByText('인증번호가 맞지 않습니다.')).toBeVisible();
  await reader.getByLabel('인증번호').fill(code ?? '');
  await reader.getByRole('button', { name: '열기' }).click();
  await expect(
    reader.getByRole('heading', { name: '2026 하반기 포트폴리오', exact: true }),
  ).toBeVisible();
  // The frames read within the identified visit: the server stamps the reader's address.
  const frame = reader.locator('iframe[title$="표지 PDF"]');
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/\?visit=[0-9a-f]+#toolbar=0$/);
  const pdf = await reader.request.get(src.replace(/#.*$/, ''));
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).includes(Buffer.from(`(${email}`))).toBe(true);
  await reader.context().close();

  await page.reload();
  await page.getByRole('button', { name: '열람 기록' }).first().click();
  await expect(page.getByRole('dialog').getByText(email)).toBeVisible();
});
