import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';
import { mailDir } from './mail';

const KINDS = [
  { label: '모집 안내', subject: '조합원 모집 안내' },
  { label: '마감 안내 및 서류 요청', subject: '모집 마감 안내 및 서류 제출 요청' },
  { label: '결성계획 승인 및 출자금 납입 요청', subject: '결성계획 승인 및 출자금 납입 요청' },
  { label: '추가 모집 안내', subject: '조합원 추가 모집 안내' },
];

/**
 * A union with two applicants (with e-mails) and an LP group whose one LP is matched to the
 * second applicant, made through the API: the communication tab is what is under test.
 */
async function unionWithRecipients(request: APIRequestContext, stamp: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    const body = await response.text();
    expect(response.ok(), `${url}: ${body}`).toBe(true);
    // Creations answer the new row; the match answers with no body.
    return (body ? JSON.parse(body) : {}) as { id: number };
  };
  const union = `메일 테스트조합 ${stamp}`;
  const { id: unionId } = await post('/api/v1/unions', {
    name: union,
    fund_type: '2',
    unit_price: 1_000_000,
    unit_count: 100,
    payment_method: '1',
    recruitment_start_date: '2026-12-01',
    recruitment_end_date: '2026-12-31',
  });
  const people = [
    { name: `김메일${stamp}`, email: `kim${stamp}@example.com` },
    { name: `박그룹${stamp}`, email: `park${stamp}@example.com` },
  ];
  const applicantIds: number[] = [];
  for (const person of people) {
    const { id } = await post(`/api/v1/unions/${unionId}/applicants`, {
      ...person,
      lp_type: 'individual',
      unit_count: 3,
      phone: '01012345678',
    });
    applicantIds.push(id);
  }
  const lp = await post('/api/v1/lp-members', {
    name: people[1]!.name,
    lp_type: 'individual',
    email: people[1]!.email,
  });
  await post(`/api/v1/lp-members/${lp.id}/matches`, { applicant_id: applicantIds[1] });
  const group = `메일 그룹 ${stamp}`;
  const { id: groupId } = await post('/api/v1/lp-groups', { name: group });
  const members = await request.put(`/api/v1/lp-groups/${groupId}/members`, {
    headers,
    data: { lp_member_ids: [lp.id] },
  });
  expect(members.ok()).toBe(true);
  return { unionId, union, people, group };
}

/** RFC 2047 words (`=?utf-8?b?…?=`) joined into text; adjacent words are one byte run. */
function decodeHeader(value: string): string {
  const bytes: Buffer[] = [];
  let text = '';
  const flush = () => {
    text += Buffer.concat(bytes).toString('utf8');
    bytes.length = 0;
  };
  for (const part of value.split(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)/)) {
    const word = /^=\?[^?]+\?([bBqQ])\?([^?]*)\?=$/.exec(part);
    if (word) {
      bytes.push(
        word[1]!.toLowerCase() === 'b'
          ? Buffer.from(word[2]!, 'base64')
          : Buffer.from(
              word[2]!
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ),
      );
    } else if (part.trim() !== '' || bytes.length === 0) {
      flush();
      text += part;
    }
  }
  flush();
  return text;
}

/** Subjects of the mails written to `email` since the test began. */
function subjectsTo(email: string, since: number): string[] {
  const dir = mailDir;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((eml) => eml.includes(`<${email}>`))
    .map((eml) => {
      const headers = eml.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      return decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
    });
}

test('the GP previews the four mails, saves the account and sends the payment request to a person and a group', async ({
  page,
  request,
}) => {
  const since = Date.now() - 1000;
  const stamp = `${Date.now()}`.slice(-6);
  const { unionId, union, people, group } = await unionWithRecipients(request, stamp);

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto(`/lp-invest-union-management/detail/${unionId}/communication`);
  await expect(page.getByText('발송이력이 없습니다.')).toBeVisible();

  // Each mail as members get it: its subject above the rendered mail.
  for (const kind of KINDS) {
    await page.getByRole('button', { name: `${kind.label} 미리보기`, exact: true }).click();
    const preview = page.getByRole('dialog', { name: kind.label, exact: true });
    await expect(preview.getByTestId('mail-subject')).toHaveText(
      `[${DEMO.company}] ${union} ${kind.subject}`,
    );
    await expect(
      preview.frameLocator('iframe').getByText(`${union}`, { exact: false }).first(),
    ).toBeVisible();
    await preview.getByRole('button', { name: '닫기' }).click();
    await expect(preview).toBeHidden();
  }

  // The payment request waits for the account.
  const payment = page.getByRole('region', { name: '결성계획 승인 및 출자금 납입 요청' });
  await expect(payment.getByText('납입 계좌를 등록해야 발송할 수 있습니다.')).toBeVisible();
  await expect(payment.getByRole('button', { name: /발송하기/ })).toBeDisabled();
  await page.getByRole('button', { name: '계좌 등록' }).click();
  const form = page.getByRole('dialog', { name: '계좌 정보' });
  await expect(form.getByRole('button', { name: '저장' })).toBeDisabled();
  await form.getByRole('combobox', { name: /은행/ }).fill('신한');
  await page.getByRole('option', { name: '신한은행' }).click();
  await form.getByRole('textbox', { name: /계좌번호/ }).fill('110-123-456789');
  await form.getByRole('textbox', { name: /예금주/ }).fill(union);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form).toBeHidden();
  const account = page.getByRole('region', { name: '납입 계좌' });
  await expect(account).toContainText('신한은행');
  await expect(account).toContainText('110-123-456789');

  // One person picked by name, the other through the group.
  await payment.getByRole('button', { name: /발송하기/ }).click();
  const select = page.getByRole('dialog', { name: '받는 사람 선택' });
  await select.getByRole('textbox', { name: '조합원 검색' }).fill(people[0]!.name);
  await select.getByRole('checkbox', { name: people[0]!.name }).check();
  await select.getByRole('tab', { name: /그룹/ }).click();
  await expect(select.getByText('이 조합 신청자 1명')).toBeVisible();
  await select.getByRole('checkbox', { name: group }).check();
  await select.getByRole('button', { name: '다음' }).click();
  const review = page.getByRole('dialog', { name: '받는 사람 확인' });
  await expect(review.getByTestId('review-count')).toHaveText('개인 1명 · 그룹 1개');
  await review.getByRole('button', { name: '발송' }).click();

  const done = page.getByRole('dialog', { name: '메일 발송 완료' });
  await expect(done).toContainText('결성계획 승인 및 출자금 납입 요청');
  await expect(done).toContainText('2명에게 발송했습니다.');
  await expect(done).toContainText('그룹 1개 포함');
  await done.getByRole('button', { name: '확인' }).click();

  // The history row, then its recipients once the worker has delivered.
  const history = page.getByRole('region', { name: '발송 이력' });
  const row = history.getByRole('row', { name: /결성계획 승인 및 출자금 납입 요청/ });
  await expect(row).toContainText('2명');
  // The sender is the demo CEO (the seed's name).
  await expect(row).toContainText('김조합');
  await expect(row).toContainText('완료', { timeout: 30_000 });
  await row.click();
  const detail = page.getByRole('dialog', { name: '발송 이력 상세' });
  for (const person of people) {
    const recipient = detail.getByRole('row', { name: new RegExp(person.name) });
    await expect(recipient).toContainText(person.email);
    await expect(recipient).toContainText('010-1234-5678');
    await expect(recipient).toContainText('발송 완료', { timeout: 30_000 });
  }

  // What was written out is the mail previewed.
  for (const person of people) {
    await expect
      .poll(() => subjectsTo(person.email, since), { timeout: 30_000 })
      .toContain(`[${DEMO.company}] ${union} 결성계획 승인 및 출자금 납입 요청`);
  }
});
