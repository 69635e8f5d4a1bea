import { expect, test } from '@playwright/test';
import { expectDashboardOf, logIn } from './helpers';

const STARTUP = { email: 'startup@johap.kr', password: 'johap1234!' };
const CHECKER = { email: 'checker@johap.kr', password: 'johap1234!' };

test('a startup updates its data and a fact-checker verifies the changed item', async ({
  browser,
}) => {
  // The startup: a new one-line intro is saved and shows in its update history.
  const startup = await browser.newPage();
  await startup.goto('/login');
  await logIn(startup, STARTUP.email, STARTUP.password);
  await expectDashboardOf(startup, '데모스타트업');
  await startup.goto('/basic-info-mange');
  await expect(startup.getByRole('heading', { name: '기업 기본 정보', exact: true })).toBeVisible();
  // The demo's fact-checker rejected the shareholder list: the startup is told why.
  await expect(
    startup.getByText('스파크랩 보유 주식 수가 주주명부(12,000주)와 다릅니다.').first(),
  ).toBeVisible();

  await startup.getByRole('link', { name: '수정', exact: true }).click();
  await expect(startup).toHaveURL(/\/basic-info-edit/);
  const intro = startup.getByLabel('한 줄 소개');
  await expect(intro).not.toHaveValue('');
  const line = `소상공인 세무 신고를 자동으로 준비하는 AI 세무 비서 (${Date.now() % 100000})`;
  await intro.fill(line);
  await startup.getByRole('button', { name: '저장', exact: true }).click();
  await expect(startup.getByText('저장되었습니다.')).toBeVisible();

  await startup.getByRole('button', { name: '변경 이력' }).click();
  const history = startup.getByLabel('변경 이력 목록');
  await expect(history.getByText('기본 정보').first()).toBeVisible();
  await expect(history.getByText('최창업').first()).toBeVisible();
  await startup.close();

  // The fact-checker: 데모스타트업 waits in the queue with 기본 정보 among its changed items.
  const checker = await browser.newPage();
  await checker.goto('/login');
  await logIn(checker, CHECKER.email, CHECKER.password);
  await expectDashboardOf(checker, '조합 데이터검증센터');
  await checker.goto('/fact-check');
  await expect(checker.getByRole('heading', { name: '팩트체크' })).toBeVisible();
  const row = checker.getByRole('row', { name: /데모스타트업/ });
  await expect(row.getByText('기본 정보')).toBeVisible();
  await row.getByRole('link', { name: '검증하기' }).click();
  await expect(checker).toHaveURL(/\/company-info\?cmpy_no=\d+/);
  await expect(checker.getByRole('heading', { name: '데모스타트업' })).toBeVisible();

  const panel = checker.getByRole('table', { name: '팩트체크 현황' });
  const basic = panel.getByRole('row', { name: /^기본 정보/ });
  await expect(basic.getByText('검증 대기')).toBeVisible();
  await checker.getByRole('button', { name: '기본 정보 확인' }).click();
  await expect(checker.getByText('검증 결과를 저장했습니다.')).toBeVisible();
  await expect(basic.getByText('검증 대기')).toHaveCount(0);
  await expect(basic.getByText('정검증')).toBeVisible();

  // Back in the queue, 기본 정보 is no longer waiting.
  await checker.goto('/fact-check');
  await expect(
    checker.getByRole('row', { name: /데모스타트업/ }).getByText('기본 정보'),
  ).toHaveCount(0);
  await checker.close();
});
