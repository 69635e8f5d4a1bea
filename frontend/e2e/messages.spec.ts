// Messages end to end: the GP sees the unread badge, reads the startup's message (the badge
// goes down), answers it, and the startup finds the answer with its own badge up.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

const STARTUP = { email: 'startup@johap.kr', password: DEMO.password };

/** The unread count the navbar's message button announces. */
async function unread(page: Page): Promise<number> {
  const button = page.getByRole('link', { name: /^메시지/ }).first();
  await expect(button).toBeVisible();
  const name = (await button.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)개/.exec(name)?.[1] ?? 0);
}

test('a GP reads a startup’s message, answers it, and the startup sees the answer', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  // The badge shows once the count has loaded.
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  const before = await unread(page);

  await page
    .getByRole('link', { name: /^메시지/ })
    .first()
    .click();
  // The newest unread message (the seed leaves the startup's update unread).
  const inbox = page.getByRole('table', { name: '받은 메시지 목록' });
  const unreadRow = inbox.getByRole('row').filter({ hasText: '새 메시지' }).first();
  const title = (await unreadRow.getByRole('link').textContent()) ?? '';
  await unreadRow.getByRole('link').click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => unread(page)).toBe(before - 1);

  await page.getByRole('link', { name: '답장' }).click();
  const replyTitle = title.startsWith('RE: ') ? title : `RE: ${title}`;
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(replyTitle);
  const body = `축하드립니다. 4분기 계획도 공유 부탁드립니다. (${Date.now()})`;
  await page.getByRole('textbox', { name: '내용' }).fill(body);
  await page.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(page).toHaveURL(/\/message-detail\?idx=\d+/);
  await expect(page.getByText(body)).toBeVisible();

  const startupContext = await browser.newContext();
  const startup = await startupContext.newPage();
  await startup.goto('/login');
  await logIn(startup, STARTUP.email, STARTUP.password);
  await expect(startup).not.toHaveURL(/\/login/);
  await expect.poll(() => unread(startup)).toBeGreaterThan(0);
  await startup.goto('/message-list');
  await startup
    .getByRole('table', { name: '받은 메시지 목록' })
    .getByRole('link', { name: replyTitle })
    .first()
    .click();
  await expect(startup.getByText(body)).toBeVisible();
  await startupContext.close();
});
