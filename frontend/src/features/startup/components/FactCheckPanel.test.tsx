import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { FactCheckBody, ItemCheckDto } from '../factCheckApi';
import { CompanyInfoPage } from '../pages/CompanyInfoPage';
import type { StartupProfileDto } from '../api';
import { itemChecks, startupProfile } from '../test/fixtures';

const factChecker = { ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' } as const;
const VERDICT_AT = '2026-11-20T05:00:00Z';

/** A profile with one item in each status. */
const checkedProfile = () =>
  startupProfile({
    checks: itemChecks({
      FI01: { status: 'pending', at: '2026-11-02T01:00:00Z' },
      FI03: { status: 'pending', at: '2026-11-03T02:00:00Z' },
      FI04: {
        status: 'verified',
        at: '2026-10-01T00:30:00Z',
        checker_name: '박검증',
        note: '감사보고서와 일치',
      },
      FI10: {
        status: 'rejected',
        at: '2026-10-05T06:00:00Z',
        checker_name: '박검증',
        note: '특허 등록번호가 다릅니다.',
      },
    }),
  });

/**
 * The profile and the verdicts as the server answers them: a verdict changes its item and the
 * total score (verified items count), a rejection without a reason is refused. `hold` keeps the
 * answers back until released, to look at the screen while a verdict is being saved.
 */
function setup(me: typeof demoCeo, { hold = false }: { hold?: boolean } = {}) {
  let profile: StartupProfileDto = checkedProfile();
  const posted: FactCheckBody[] = [];
  let reads = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/startups/:startupId/bookmark'), () => HttpResponse.json({ bookmarked: false })),
    http.get(api('/startups/:startupId/opinion'), () => HttpResponse.json({ opinion: null })),
    http.get(api('/startups/:startupId'), () => {
      reads += 1;
      return HttpResponse.json(profile);
    }),
    http.post(api('/startups/:startupId/fact-checks'), async ({ request }) => {
      const body = (await request.json()) as FactCheckBody;
      posted.push(body);
      if (hold) await held;
      if (body.verdict === 'rejected' && !body.note?.trim()) {
        return problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'note', message: '반려 사유를 입력해 주세요.' },
        ]);
      }
      const checks: ItemCheckDto[] = profile.checks.map((check) =>
        check.item === body.item
          ? {
              ...check,
              status: body.verdict,
              at: VERDICT_AT,
              checker_name: '최검증',
              note: body.note || null,
            }
          : check,
      );
      profile = {
        ...profile,
        checks,
        scores: { ...profile.scores!, total: 80 },
      };
      return HttpResponse.json(profile);
    }),
  );
  renderRoutes(
    [{ path: '/company-info', element: <CompanyInfoPage /> }],
    '/company-info?cmpy_no=7',
  );
  return { posted, release, reads: () => reads };
}

const panel = async () => within(await screen.findByRole('region', { name: '팩트체크 현황' }));

/** The cells of the panel's row for an item, its name aside. */
const rowOf = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!);

/** The status an item's row shows (its first cell; a fact-checker's buttons share its words). */
const statusOf = (table: HTMLElement, label: string) =>
  rowOf(table, label).getAllByRole('cell')[0]!.textContent;

describe('FactCheckPanel', () => {
  it('shows every item’s status to an investor, read only', async () => {
    setup(demoCeo);
    const section = await panel();
    const table = section.getByRole('table', { name: '팩트체크 현황' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '기본 정보',
      '기업 규모',
      '주주 현황',
      '재무 현황',
      '손익계산서',
      '매출액 추이',
      '영업이익 추이',
      '당기순이익 추이',
      '투자 유치',
      '특허',
      '구성원',
      '관련 자료',
    ]);
    expect(section.getByText('확인 1 / 12')).toBeInTheDocument();
    expect(section.getByText('검증 대기 2')).toBeInTheDocument();
    expect(section.getByText('반려 1')).toBeInTheDocument();

    const pending = rowOf(table, '주주 현황');
    expect(pending.getByText('검증 대기')).toBeInTheDocument();
    expect(pending.getByText(/2026\.11\.03 11:00/)).toBeInTheDocument();

    const verified = rowOf(table, '재무 현황');
    expect(verified.getByText('확인')).toBeInTheDocument();
    expect(verified.getByText('2026.10.01 09:30')).toBeInTheDocument();
    expect(verified.getByText('박검증')).toBeInTheDocument();
    expect(verified.getByText('감사보고서와 일치')).toBeInTheDocument();

    const rejected = rowOf(table, '특허');
    expect(rejected.getByText('반려')).toBeInTheDocument();
    expect(rejected.getByText('2026.10.05 15:00')).toBeInTheDocument();
    expect(rejected.getByText('반려 사유: 특허 등록번호가 다릅니다.')).toBeInTheDocument();

    expect(rowOf(table, '구성원').getByText('미검증')).toBeInTheDocument();

    expect(section.queryByRole('button')).not.toBeInTheDocument();
    expect(section.queryByText(/검증 대기 항목/)).not.toBeInTheDocument();
    expect(table.querySelector('[data-pending]')).toBeNull();
  });

  it('gives a fact-checker both verdicts on every item, the waiting ones highlighted', async () => {
    setup(factChecker);
    const section = await panel();
    const table = section.getByRole('table', { name: '팩트체크 현황' });
    expect(section.getAllByRole('button', { name: /확인$/ })).toHaveLength(12);
    expect(section.getAllByRole('button', { name: /반려$/ })).toHaveLength(12);
    expect(section.getByText('검증 대기 항목 2개를 확인해 주세요.')).toBeInTheDocument();
    expect(
      [...table.querySelectorAll('[data-pending]')].map(
        (row) => within(row as HTMLElement).getByRole('rowheader').textContent,
      ),
    ).toEqual(['기본 정보', '주주 현황']);
    // An investor firm's notes are not a fact-checker's.
    expect(screen.queryByRole('region', { name: '투자 의견' })).not.toBeInTheDocument();
  });

  it('verifies an item at once and shows the answered profile, scores included', async () => {
    const { posted, reads } = setup(factChecker);
    const user = userEvent.setup();
    const section = await panel();
    expect(screen.getByTestId('total-score')).toHaveTextContent('76.5점');
    expect(reads()).toBe(1);

    await user.click(section.getByRole('button', { name: '주주 현황 확인' }));
    expect(await screen.findByText('검증 결과를 저장했습니다.')).toBeInTheDocument();
    expect(posted).toEqual([{ item: 'FI03', verdict: 'verified', note: '' }]);

    const row = rowOf(section.getByRole('table'), '주주 현황');
    expect(statusOf(section.getByRole('table'), '주주 현황')).toBe('확인');
    expect(row.getByText('2026.11.20 14:00')).toBeInTheDocument();
    expect(row.getByText('최검증')).toBeInTheDocument();
    expect(section.getByText('확인 2 / 12')).toBeInTheDocument();
    expect(section.getByText('검증 대기 항목 1개를 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('total-score')).toHaveTextContent('80점');
    // The answer is the profile: it is shown as it is, not read again.
    expect(reads()).toBe(1);
  });

  it('disables the verdicts while one is being saved', async () => {
    const { posted, release } = setup(factChecker, { hold: true });
    const user = userEvent.setup();
    const section = await panel();
    await user.click(section.getByRole('button', { name: '기본 정보 확인' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(section.getByRole('button', { name: '주주 현황 확인' })).toBeDisabled();
    expect(section.getByRole('button', { name: '기본 정보 반려' })).toBeDisabled();
    await user.click(section.getByRole('button', { name: '기본 정보 확인' }));
    expect(posted).toHaveLength(1);

    release();
    expect(await screen.findByText('검증 결과를 저장했습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(section.getByRole('button', { name: '주주 현황 확인' })).toBeEnabled(),
    );
    expect(posted).toHaveLength(1);
  });

  it('asks for the reason of a rejection and shows the server’s refusal without one', async () => {
    const { posted } = setup(factChecker);
    const user = userEvent.setup();
    const section = await panel();

    await user.click(section.getByRole('button', { name: '기본 정보 반려' }));
    const dialog = within(await screen.findByRole('dialog', { name: '기본 정보 반려' }));
    await user.click(dialog.getByRole('button', { name: '반려' }));
    expect(await dialog.findByText('반려 사유를 입력해 주세요.')).toBeInTheDocument();
    expect(posted).toEqual([{ item: 'FI01', verdict: 'rejected', note: '' }]);
    expect(statusOf(section.getByRole('table'), '기본 정보')).toBe('검증 대기');

    await user.type(
      dialog.getByRole('textbox', { name: /반려 사유/ }),
      '대표자명이 등기와 다릅니다.',
    );
    expect(dialog.queryByText('반려 사유를 입력해 주세요.')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '반려' }));
    expect(await screen.findByText('검증 결과를 저장했습니다.')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      item: 'FI01',
      verdict: 'rejected',
      note: '대표자명이 등기와 다릅니다.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = rowOf(section.getByRole('table'), '기본 정보');
    expect(statusOf(section.getByRole('table'), '기본 정보')).toBe('반려');
    expect(row.getByText('반려 사유: 대표자명이 등기와 다릅니다.')).toBeInTheDocument();
    expect(section.getByText('반려 2')).toBeInTheDocument();
  });

  it('lays the items out one under the other on a phone, verdicts included', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    const { posted } = setup(factChecker);
    const user = userEvent.setup();
    const list = within(await screen.findByRole('list', { name: '팩트체크 현황' }));
    expect(screen.queryByRole('table', { name: '팩트체크 현황' })).not.toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(12);
    const rejected = within(list.getByText('특허').closest('li')!);
    expect(rejected.getByText('2026.10.05 15:00 · 박검증')).toBeInTheDocument();
    expect(rejected.getByText('반려 사유: 특허 등록번호가 다릅니다.')).toBeInTheDocument();
    expect(list.getByText('주주 현황').closest('li')).toHaveAttribute('data-pending');

    await user.click(list.getByRole('button', { name: '주주 현황 확인' }));
    expect(await screen.findByText('검증 결과를 저장했습니다.')).toBeInTheDocument();
    expect(posted).toEqual([{ item: 'FI03', verdict: 'verified', note: '' }]);
  });

  it('starts each rejection with an empty reason, and 취소 sends nothing', async () => {
    const { posted } = setup(factChecker);
    const user = userEvent.setup();
    const section = await panel();
    await user.click(section.getByRole('button', { name: '특허 반려' }));
    let dialog = within(await screen.findByRole('dialog', { name: '특허 반려' }));
    await user.type(dialog.getByRole('textbox', { name: /반려 사유/ }), '메모');
    await user.click(dialog.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(section.getByRole('button', { name: '구성원 반려' }));
    dialog = within(await screen.findByRole('dialog', { name: '구성원 반려' }));
    expect(dialog.getByRole('textbox', { name: /반려 사유/ })).toHaveValue('');
    expect(posted).toEqual([]);
  });
});
