import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import type { UnionPortfolioDto } from '../api';
import { investmentOf, portfolioOf, returnsOf, rowOf, TODAY } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestSourceDetailPage } from './InvestSourceDetailPage';

function setup(portfolio: UnionPortfolioDto | (() => Response)) {
  const reads: (string | null)[] = [];
  serveMe();
  server.use(
    http.get(api('/unions/1/portfolio'), ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('base_date'));
      return typeof portfolio === 'function' ? portfolio() : HttpResponse.json(portfolio);
    }),
  );
  const view = renderRoutes(
    [
      { path: '/invest-resources/detail', element: <InvestSourceDetailPage /> },
      { path: '/company-info', element: <p>기업 정보 화면</p> },
    ],
    '/invest-resources/detail?issno=1',
  );
  return { ...view, reads };
}

const card = (name: string) => screen.findByRole('region', { name });
const figure = (within_: HTMLElement, label: string) =>
  within(within_).getByTestId(`figure-${label}`);

describe('InvestSourceDetailPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('shows the union totals and a card per startup with its figures and rows', async () => {
    const young = rowOf({
      startup_id: 42,
      startup_name: '신생기업',
      shares_held: 1000,
      price_per_share: 10_000,
      priced_on: '2026-06-01',
      price_source: 'investment',
      returns: returnsOf({ invested: 10_000_000, value: 10_000_000, multiple: 1, profit_rate: 0 }),
      xirr: 7.814,
      xirr_under_a_year: true,
      investments: [investmentOf(4, { startup_id: 42, invested_on: '2026-06-01' })],
      rounds: [],
    });
    const { reads, router } = setup(portfolioOf({ rows: [rowOf(), young] }));
    const demo = await card('데모스타트업');
    expect(reads).toEqual([TODAY]);
    expect(screen.getByRole('heading', { name: '데모 개인투자조합 1호' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-투자금')).toHaveTextContent('1.00억원');
    expect(screen.getByTestId('tile-평가액')).toHaveTextContent('2.40억원');
    expect(screen.getByTestId('tile-TVPI')).toHaveTextContent('2.40x');
    expect(screen.getByTestId('tile-DPI')).toHaveTextContent('0.00x');
    expect(screen.getByTestId('tile-IRR')).toHaveTextContent('42.1%');
    // The second startup's money went out in June, but the union's flows span more than a year.
    expect(screen.getByTestId('tile-IRR')).not.toHaveTextContent('1년 미만');

    expect(figure(demo, '보유 주식')).toHaveTextContent('4,000주');
    expect(figure(demo, '주당 가격')).toHaveTextContent('60,000원후속 투자 · 2025.09.01');
    expect(figure(demo, '평가액')).toHaveTextContent('2.40억원');
    expect(figure(demo, '멀티플')).toHaveTextContent('2.40x');
    expect(figure(demo, '이익률')).toHaveTextContent('140.00%');
    expect(figure(demo, 'IRR')).toHaveTextContent('42.1%');
    const investments = within(demo).getByRole('table', { name: '투자 내역' });
    expect(within(investments).getAllByRole('row')[1]).toHaveTextContent(
      '2024.03.042024.03.15상환전환우선주4,000주25,000원1.00억원10.00%',
    );
    const rounds = within(demo).getByRole('table', { name: '후속 투자' });
    expect(within(rounds).getAllByRole('row')[1]).toHaveTextContent(
      '2025.09.01데모벤처스상환전환우선주10,000주60,000원6.00억원30.00억원',
    );

    const other = await card('신생기업');
    // Months of flows: no bare annual rate, the annual figure only on request.
    expect(figure(other, 'IRR')).toHaveTextContent(/^IRR1년 미만$/);
    await userEvent.setup().hover(within(figure(other, 'IRR')).getByText('1년 미만'));
    expect(await screen.findByText('연환산 781.4% (기간이 짧아 크게 나타납니다)')).toBeInTheDocument();
    expect(figure(other, '멀티플')).toHaveTextContent('1.00x');
    expect(figure(other, '주당 가격')).toHaveTextContent('10,000원투자 단가 · 2026.06.01');

    await userEvent.setup().click(within(other).getByRole('link', { name: '신생기업' }));
    expect(await screen.findByText('기업 정보 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cmpy_no=42');
  });

  it('shows a union whose flows span less than a year as such, not as a bare annual rate', async () => {
    const row = rowOf({ investments: [investmentOf(3, { invested_on: '2026-02-01' })] });
    setup(portfolioOf({ rows: [row], total_xirr: 3.5, total_xirr_under_a_year: true }));
    const irr = await screen.findByTestId('tile-IRR');
    expect(irr).toHaveTextContent('1년 미만');
    expect(irr).not.toHaveTextContent('350.0%');
  });

  it('shows a fully recovered holding by what went in and came back', async () => {
    const row = rowOf({
      shares_held: 0,
      returns: returnsOf({
        invested: 100_000_000,
        value: 0,
        recovered: 142_857_000,
        multiple: 1.42857,
        profit_rate: 42.857,
        is_recovered: true,
      }),
      xirr: null,
      recoveries: [{ id: 9, on: '2026-05-01', shares_sold: 4000, received: 142_857_000 }],
    });
    setup(portfolioOf({ rows: [row] }));
    const demo = await card('데모스타트업');
    expect(within(demo).getByText('회수 완료')).toBeInTheDocument();
    expect(figure(demo, '투자금')).toHaveTextContent('1.00억원');
    expect(figure(demo, '회수금')).toHaveTextContent('1.43억원');
    expect(figure(demo, '이익률')).toHaveTextContent('42.86%');
    expect(figure(demo, 'IRR')).toHaveTextContent('-');
    expect(within(demo).queryByTestId('figure-평가액')).not.toBeInTheDocument();
    expect(within(demo).queryByTestId('figure-멀티플')).not.toBeInTheDocument();
    const recoveries = within(demo).getByRole('table', { name: '회수 내역' });
    expect(within(recoveries).getAllByRole('row')[1]).toHaveTextContent(
      '2026.05.014,000주1.43억원',
    );
  });

  it('says when the union has not invested yet', async () => {
    setup(portfolioOf({ rows: [], total: returnsOf({ invested: 0, value: 0, multiple: null }) }));
    expect(await screen.findByText('투자 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('-');
  });

  it('shows a missing union as not found', async () => {
    setup(() => problem(404, 'union_not_found', '조합을 찾을 수 없습니다.'));
    expect(
      await screen.findByRole('heading', { name: '조합을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });
});
