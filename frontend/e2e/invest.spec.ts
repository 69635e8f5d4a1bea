import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, expectDashboardOf, logIn } from './helpers';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A union with two paid members, made through the API (the invest tab is what is under test). */
async function unionWithPaidMembers(request: APIRequestContext, name: string, members: string[]) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const union = await request.post('/api/v1/unions', {
    headers,
    data: {
      name,
      fund_type: '2',
      unit_price: 1_000_000,
      unit_count: 100,
      payment_method: '1',
      recruitment_start_date: '2026-12-01',
      recruitment_end_date: '2026-12-31',
    },
  });
  const unionId = (await union.json()).id as number;
  for (const member of members) {
    const applicant = await request.post(`/api/v1/unions/${unionId}/applicants`, {
      headers,
      data: { name: member, lp_type: 'individual', unit_count: 3 },
    });
    const id = (await applicant.json()).id as number;
    for (const status of ['C', 'S', 'P']) {
      const r = await request.post(`/api/v1/unions/${unionId}/applicants/${id}/status`, {
        headers,
        data: { status },
      });
      expect(r.ok()).toBe(true);
    }
  }
  return unionId;
}

test('the GP bulk-uploads confirmations, sees the misnamed one refused, downloads one and deletes it', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const union = `증빙 테스트조합 ${stamp}`;
  const unionId = await unionWithPaidMembers(request, union, ['김철수', '박민수']);

  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expectDashboardOf(page, DEMO.company);
  await page.goto(`/lp-invest-union-management/detail/${unionId}/invest`);
  await expect(page.getByRole('region', { name: '출자확인서 일괄 업로드' })).toContainText(
    `${union}_조합원명.pdf`,
  );

  // Three files, one of them with a wrong union name.
  await page.getByLabel('일괄 업로드 파일 선택').setInputFiles([
    { name: `${union}_김철수.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: `${union}_박민수.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: `다른조합_김철수.pdf`, mimeType: 'application/pdf', buffer: PDF },
  ]);
  const result = page.getByRole('dialog', { name: '일괄 업로드 결과' });
  await expect(result).toContainText('3건');
  await expect(result).toContainText('2건');
  await expect(result).toContainText('다른조합_김철수.pdf');
  await expect(result).toContainText('조합명이 일치하지 않습니다');
  await result.getByRole('button', { name: '확인' }).click();

  // 김철수's confirmation is there: download it, then delete it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '김철수 출자확인서 다운로드' }).click();
  expect((await download).suggestedFilename()).toBe(`${union}_김철수.pdf`);
  await page.getByRole('button', { name: '김철수 출자확인서 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제 완료되었습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '김철수 출자확인서 업로드' })).toBeVisible();
  await expect(page.getByRole('button', { name: '박민수 출자확인서 다운로드' })).toBeVisible();
});
