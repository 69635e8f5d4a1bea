import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { CompanyFiguresDto } from '../api';
import { companiesAnswer, companyFiguresOf, returnsOf, TODAY } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestCompaniesPage } from './InvestCompaniesPage';

function setup(companies: CompanyFiguresDto[], kind: 'investor' | 'startup' = 'investor') {
  const asked: (string | null)[] = [];
  serveMe(kind);
  server.use(
    http.get(api('/invested-companies'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('base_date'));
      return HttpResponse.json(companiesAnswer(companies));
    }),
  );
  const view = renderRoutes(
    [{ path: '/invest-enterprise', element: <InvestCompaniesPage /> }],
    '/invest-enterprise',
  );
  return { ...view, asked };
}

const fund = (unionId: number, firstOn: string, invested: number) => ({
  union_id: unionId,
  union_name: `데모 개인투자조합 ${unionId}호`,
  first_invested_on: firstOn,
  shares_held: 1000 * unionId,
  returns: returnsOf({ invested, value: invested * 2, multiple: 2 }),
  xirr: 0.31,
  xirr_under_a_year: false,
});

const COMPANIES = [
  companyFiguresOf(41, {
    startup_name: '알파테크',
    total: returnsOf({ invested: 100_000_000, value: 240_000_000, multiple: 2.4 }),
    xirr: 0.4213,
    xirr_under_a_year: false,
  }),
  companyFiguresOf(42, {
    startup_name: '베타랩스',
    recovered_mode: true,
    total: returnsOf({
      invested: 50_000_000,
      value: 0,
      recovered: 75_000_000,
      multiple: 1.5,
      is_recovered: true,
    }),
    xirr: null,
    xirr_under_a_year: false,
    funds: [fund(1, '2023-05-02', 50_000_000)],
  }),
  companyFiguresOf(43, {
    startup_name: '감마바이오',
    total: returnsOf({ invested: 300_000_000, value: 420_000_000, multiple: 1.4 }),
    xirr: 0.12,
    xirr_under_a_year: false,
    funds: [fund(2, '2024-06-01', 200_000_000), fund(3, '2023-11-20', 100_000_000)],
  }),
];

const table = () => screen.getByRole('table', { name: '투자 기업 목록' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('InvestCompaniesPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('lists the companies by amount invested under the totals, on today by default', async () => {
    const { asked } = setup(COMPANIES);
    await screen.findByRole('table', { name: '투자 기업 목록' });
    expect(asked).toEqual([TODAY]);
    expect(screen.getByTestId('tile-기업 수')).toHaveTextContent('3곳');
    expect(screen.getByTestId('tile-투자금액')).toHaveTextContent('4.50억원');
    expect(screen.getByTestId('tile-평가금액')).toHaveTextContent('6.60억원');
    expect(screen.getByTestId('tile-회수금')).toHaveTextContent('7,500만원');
    // (6.6 + 0.75) ÷ 4.5 = 1.63x.
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('1.63x');

    expect(names()).toEqual(['감마바이오', '알파테크', '베타랩스회수 완료']);
    const [, gamma] = within(table()).getAllByRole('row');
    expect(
      within(gamma!)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      '감마바이오',
      '데모 개인투자조합 2호, 데모 개인투자조합 3호',
      '2023.11.20',
      '3.00억원',
      '4.20억원',
      '0만원',
      '1.40x',
      '12.0%',
    ]);
    expect(within(gamma!).getByRole('link', { name: '감마바이오' })).toHaveAttribute(
      'href',
      '/company-info?cmpy_no=43',
    );
    expect(within(table()).getAllByRole('row')[3]).toHaveTextContent('-');
  });

  it('sorts by a column, the other way on a second click', async () => {
    setup(COMPANIES);
    await screen.findByRole('table', { name: '투자 기업 목록' });
    const user = userEvent.setup();
    expect(screen.getByRole('columnheader', { name: /투자금액/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: '기업명' }));
    expect(names()).toEqual(['감마바이오', '베타랩스회수 완료', '알파테크']);
    await user.click(screen.getByRole('button', { name: '기업명' }));
    expect(names()).toEqual(['알파테크', '베타랩스회수 완료', '감마바이오']);
    // Without an IRR, last either way.
    await user.click(screen.getByRole('button', { name: 'IRR' }));
    expect(names()).toEqual(['알파테크', '감마바이오', '베타랩스회수 완료']);
  });

  it('opens a company’s lines per union', async () => {
    setup(COMPANIES);
    await screen.findByRole('table', { name: '투자 기업 목록' });
    const toggle = screen.getByRole('button', { name: '감마바이오 조합별 내역 펼치기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const lines = screen.getByRole('table', { name: '감마바이오 조합별 투자 내역' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(
      ['데모 개인투자조합 2호', '2024.06.01', '2,000주', '2.00억원', '4.00억원'].join(''),
    );
    expect(screen.getByRole('button', { name: '감마바이오 조합별 내역 접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('filters by name, reads another base date, and says when nothing matches', async () => {
    const { asked } = setup(COMPANIES);
    await screen.findByRole('table', { name: '투자 기업 목록' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '기업명 검색' }), '알파');
    expect(names()).toEqual(['알파테크']);
    await user.type(screen.getByRole('textbox', { name: '기업명 검색' }), '없음');
    expect(screen.getByText('검색 결과가 없습니다.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('기준일'), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(asked).toEqual([TODAY, '2025-12-31']));
  });

  it('says when the unions invested in no company', async () => {
    setup([]);
    expect(await screen.findByText('투자한 기업이 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('tile-기업 수')).toHaveTextContent('0곳');
  });

  it('tells a startup account the screen is not theirs, asking nothing', async () => {
    const { asked } = setup(COMPANIES, 'startup');
    expect(
      await screen.findByText('투자 기업은 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
