import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { UnionRulesDto } from './api';
import { ruleSummary } from './model';
import { RulesBadge } from './RulesBadge';
import { RULES_FOOTNOTE, UnionRulesCard } from './UnionRulesCard';

const renderWithProviders = (element: ReactNode) => renderRoutes([{ path: '/', element }], '/');

const answer: UnionRulesDto = {
  union_id: 5,
  fund_type: '2',
  worst: 'broken',
  rules: [
    {
      key: 'members',
      label: '조합원 수',
      requirement: '49인 이하',
      state: 'warning',
      reason: '현재 49인입니다. 진행 중인 신청 1건이 모두 납입되면 50인이 되어 49인을 넘습니다.',
      notes: [],
    },
    {
      key: 'gp_stake',
      label: '업무집행조합원 출자 비율',
      requirement: '3% 이상',
      state: 'broken',
      reason: '1000좌 중 29좌로 2.9%입니다. 3% 이상이어야 합니다.',
      notes: [],
    },
    {
      key: 'term',
      label: '존속기간',
      requirement: '5년 이상',
      state: 'ok',
      reason: '2024.01.01 ~ 2028.12.31입니다.',
      notes: [],
    },
    {
      key: 'investment_obligation',
      label: '투자 의무',
      requirement: '등록 후 3년 안에 출자금의 50% 이상 (창업 7년 이내 기업·벤처기업)',
      state: 'ok',
      reason:
        '결성 후 3년 안에 150,000,000원 이상 투자해야 합니다. 요건에 맞지 않는 투자 1건 20,000,000원은 빼고 셌습니다.',
      notes: [
        '오르빗로보틱스 2026.06.03 40,000,000원: 설립(2018.09.11) 후 7년이 지났고 벤처기업 확인이 없습니다',
      ],
    },
  ],
};

describe('규정 점검', () => {
  it('lists every rule with its requirement, state and reason, and sums them up', async () => {
    server.use(http.get(api('/unions/5/rules'), () => HttpResponse.json(answer)));
    renderWithProviders(<UnionRulesCard unionId={5} />);
    const card = await screen.findByRole('region', { name: '규정 점검' });
    expect(
      within(card).getByText('개인투자조합 등록 요건 · 벤처투자 촉진에 관한 법률 기준'),
    ).toBeInTheDocument();
    expect(within(card).getByText('위반 1 · 주의 1')).toBeInTheDocument();
    expect(within(card).getByText(RULES_FOOTNOTE)).toBeInTheDocument();
    // The rules, not the lines listed under one of them.
    const items = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.closest('[aria-label="투자 의무 참고"]') === null);
    expect(items).toHaveLength(4);
    const [, stake, term, obligation] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(stake).getByText('업무집행조합원 출자 비율')).toBeInTheDocument();
    expect(within(stake).getByText('3% 이상')).toBeInTheDocument();
    expect(within(stake).getByText('위반')).toBeInTheDocument();
    expect(within(stake).getByText(/2\.9%입니다/)).toBeInTheDocument();
    expect(within(term).getByText('충족')).toBeInTheDocument();
    // The investments the obligation leaves out are listed under it, each with why.
    const left = within(obligation).getByRole('list', { name: '투자 의무 참고' });
    expect(within(left).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '오르빗로보틱스 2026.06.03 40,000,000원: 설립(2018.09.11) 후 7년이 지났고 벤처기업 확인이 없습니다',
    ]);
  });

  it('says when the check could not be read', async () => {
    server.use(http.get(api('/unions/5/rules'), () => problem(500, 'internal', '서버 오류')));
    renderWithProviders(<UnionRulesCard unionId={5} />);
    expect(await screen.findByText('규정 점검 결과를 불러오지 못했습니다.')).toBeInTheDocument();
  });

  it('shows the header badge only when a rule needs attention', async () => {
    server.use(http.get(api('/unions/5/rules'), () => HttpResponse.json(answer)));
    const { unmount } = renderWithProviders(<RulesBadge unionId={5} />);
    const badge = await screen.findByRole('link', { name: '규정 위반 1 · 주의 1' });
    expect(badge).toHaveAttribute('href', '/lp-invest-union-management/detail/5/info');
    unmount();
    server.use(
      http.get(api('/unions/5/rules'), () =>
        HttpResponse.json({
          ...answer,
          worst: 'ok',
          rules: answer.rules.map((r) => ({ ...r, state: 'ok' })),
        }),
      ),
    );
    renderWithProviders(<RulesBadge unionId={5} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('summarises all-ok as 모두 충족', () => {
    expect(ruleSummary([])).toBe('모두 충족');
  });
});
