import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { ScoreAdjustmentBody, ScoreAdjustmentDto } from '../scoreApi';
import type { StartupProfileDto } from '../api';
import { startupProfile } from '../test/fixtures';
import { CompanyInfoPage } from './CompanyInfoPage';

const factChecker = { ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' } as const;
const ADJUSTED_AT = '2026-11-20T01:00:00Z';

const adjustment = (extra: Partial<ScoreAdjustmentDto> = {}): ScoreAdjustmentDto => ({
  axis: 'human_resources',
  axis_label: '인적 역량',
  points: -10,
  reason: '핵심 개발자 퇴사',
  checker_name: '박검증',
  at: ADJUSTED_AT,
  ...extra,
});

const history = [
  { on: '2026-09-01', total: 70 },
  { on: '2026-10-01', total: 72.5 },
  { on: '2026-11-20', total: 76.5 },
];

/**
 * The profile and the adjustments as the server answers them: an adjustment replaces the axis's
 * one in force (0 points removes it), or `refuse` answers instead.
 */
function setup(
  me: typeof demoCeo,
  profile: StartupProfileDto = startupProfile(),
  refuse: Response | null = null,
) {
  let current = profile;
  const posted: ScoreAdjustmentBody[] = [];
  server.use(
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/startups/:startupId/bookmark'), () => HttpResponse.json({ bookmarked: false })),
    http.get(api('/startups/:startupId/opinion'), () => HttpResponse.json({ opinion: null })),
    http.get(api('/startups/:startupId'), () => HttpResponse.json(current)),
    http.post(api('/startups/:startupId/score-adjustments'), async ({ request }) => {
      const body = (await request.json()) as ScoreAdjustmentBody;
      posted.push(body);
      if (refuse) return refuse;
      const others = current.score_adjustments.filter((item) => item.axis !== body.axis);
      const label = { human_resources: '인적 역량', product_service: '제품·서비스' }[
        body.axis as 'human_resources' | 'product_service'
      ];
      current = {
        ...current,
        scores: { ...current.scores!, total: 74 },
        score_adjustments:
          body.points === 0
            ? others
            : [
                ...others,
                adjustment({
                  axis: body.axis,
                  axis_label: label,
                  points: body.points,
                  reason: body.reason,
                  checker_name: '최검증',
                }),
              ],
      };
      return HttpResponse.json(current);
    }),
  );
  renderRoutes(
    [{ path: '/company-info', element: <CompanyInfoPage /> }],
    '/company-info?cmpy_no=7',
  );
  return { posted };
}

const radar = async () => within(await screen.findByRole('region', { name: '기업 가치 평가' }));

async function chooseAxis(user: ReturnType<typeof userEvent.setup>, label: string) {
  const dialog = within(screen.getByRole('dialog', { name: '점수 조정' }));
  await user.click(dialog.getByRole('combobox', { name: /^항목/ }));
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('CompanyInfoPage: 점수 조정과 가치 점수 추이', () => {
  it('shows everyone the adjustments in force and the score history', async () => {
    setup(demoCeo, startupProfile({ score_adjustments: [adjustment()], score_history: history }));
    const section = await radar();
    const list = section.getByRole('list', { name: '적용 중인 점수 조정' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['인적 역량 −10점 · 핵심 개발자 퇴사 · 박검증 · 2026.11.20']);

    const chart = screen.getByRole('region', { name: '가치 점수 추이' });
    expect(within(chart).getByRole('figure', { name: '가치 점수 추이 차트' })).toBeInTheDocument();
    expect(within(chart).getByText('76.5점')).toBeInTheDocument();
    // An investor adjusts nothing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '관심 기업 추가' })).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: '점수 조정' })).not.toBeInTheDocument();
  });

  it('writes out a single score instead of a line', async () => {
    setup(demoCeo, startupProfile({ score_history: [{ on: '2026-11-20', total: 76.5 }] }));
    const chart = within(await screen.findByRole('region', { name: '가치 점수 추이' }));
    expect(chart.getByText(/2026\.11\.20 기준/)).toHaveTextContent('2026.11.20 기준 76.5점');
    expect(chart.queryByRole('figure')).not.toBeInTheDocument();
    // Nothing adjusted: an investor sees no adjustment block at all.
    expect(screen.queryByRole('group', { name: '점수 조정' })).not.toBeInTheDocument();
  });

  it('says when there is no score history yet', async () => {
    setup(demoCeo, startupProfile({ score_history: [] }));
    const chart = within(await screen.findByRole('region', { name: '가치 점수 추이' }));
    expect(chart.getByText('점수 추이가 아직 없습니다.')).toBeInTheDocument();
    expect(chart.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('lets a fact-checker adjust an axis, sending the body and showing the answer', async () => {
    const { posted } = setup(factChecker);
    const user = userEvent.setup();
    const section = await radar();
    expect(await section.findByText('적용 중인 점수 조정이 없습니다.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: '점수 조정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '점수 조정' }));

    // Nothing is sent without an axis, points and a reason.
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByText('조정할 항목을 선택해 주세요.')).toBeInTheDocument();
    expect(dialog.getByText('조정 점수를 입력해 주세요.')).toBeInTheDocument();
    expect(dialog.getByText('조정 사유를 입력해 주세요.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: /^항목/ }));
    expect(
      screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    ).toEqual(['고객 수익성', '재무 건전성', '시장 경쟁력', '제품·서비스', '인적 역량']);
    await user.keyboard('{Escape}');
    await chooseAxis(user, '인적 역량');
    await user.type(dialog.getByRole('textbox', { name: /^조정 점수/ }), '-10');
    await user.type(dialog.getByRole('textbox', { name: /^조정 사유/ }), '핵심 개발자 퇴사');
    expect(dialog.getByText('9/500자')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('점수를 조정했습니다.')).toBeInTheDocument();
    expect(posted).toEqual([{ axis: 'human_resources', points: -10, reason: '핵심 개발자 퇴사' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '점수 조정' })).not.toBeInTheDocument(),
    );
    const list = section.getByRole('list', { name: '적용 중인 점수 조정' });
    expect(list).toHaveTextContent('인적 역량 −10점 · 핵심 개발자 퇴사 · 최검증 · 2026.11.20');
    expect(section.getByTestId('total-score')).toHaveTextContent('74점');
  });

  it("shows the server's field messages under their inputs", async () => {
    const message = '점수는 ±30점까지 조정할 수 있습니다.';
    const { posted } = setup(
      factChecker,
      startupProfile({ score_adjustments: [adjustment({ points: 5 })] }),
      problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
        { field: 'points', message },
      ]),
    );
    const user = userEvent.setup();
    const section = await radar();
    await user.click(await section.findByRole('button', { name: '점수 조정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '점수 조정' }));
    await chooseAxis(user, '인적 역량');
    // The axis already adjusted says so.
    expect(dialog.getByText(/현재 \+5점 조정 중입니다\./)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^조정 점수/ }), '0');
    await user.type(dialog.getByRole('textbox', { name: /^조정 사유/ }), '모델 점수로 되돌림');
    await user.click(dialog.getByRole('button', { name: '저장' }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^조정 점수/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toEqual([{ axis: 'human_resources', points: 0, reason: '모델 점수로 되돌림' }]);
    expect(screen.getByRole('dialog', { name: '점수 조정' })).toBeInTheDocument();
  });
});

describe('CompanyInfoPage: 재무제표 엑셀 다운로드', () => {
  it('downloads every stored year with the token, under the server’s name', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    let auth: string | null = null;
    server.use(
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))),
      http.get(api('/startups/7/figures.xlsx'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition':
              'attachment; filename="figures.xlsx"; filename*=UTF-8\'\'%EB%8D%B0%EB%AA%A8%EA%B8%B0%EC%97%857_%EC%9E%AC%EB%AC%B4%EC%A0%9C%ED%91%9C.xlsx',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    setup(demoCeo);
    const balance = await screen.findByRole('region', { name: '재무상태표' });
    await userEvent.setup().click(within(balance).getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['데모기업7_재무제표.xlsx']));
    expect(auth).toBe('Bearer tok-1');
  });

  it('offers no sheet for a company that reported no year', async () => {
    setup(demoCeo, startupProfile({ balance_sheets: [], income_statements: [] }));
    await screen.findByRole('region', { name: '재무상태표' });
    expect(screen.queryByRole('button', { name: '엑셀 다운로드' })).not.toBeInTheDocument();
  });
});
