import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { legacyReportOf } from '../legacy/test/fixtures';
import { cardOf, companyOf, reportOf, returnsOf } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import { serveReports } from '../test/reportServer';

const REPORT = {
  ...reportOf(7, {
    total: returnsOf({
      invested: 450_000_000,
      value: 820_000_000,
      recovered: 75_000_000,
      multiple: 1.988888888888889,
    }),
    xirr: 0.2871,
    companies: [
      companyOf(41, {
        startup_name: '알파테크',
        total: returnsOf({ invested: 300_000_000, value: 720_000_000, multiple: 2.4, dpi: 0.1 }),
      }),
      companyOf(42, {
        startup_name: '베타랩스',
        recovered_mode: true,
        total: returnsOf({
          invested: 50_000_000,
          value: 0,
          recovered: 75_000_000,
          multiple: 1.5,
          profit_rate: 50,
          is_recovered: true,
        }),
        xirr: null,
      }),
    ],
  }),
  card: cardOf(7, { title: '2026 상반기 보고서', union_ids: [1, 2] }),
};

const company = async (name: string) => within(await screen.findByRole('region', { name }));

describe('ReportResultPage', () => {
  it('shows the report’s totals with multiple and IRR, and the buttons to the PDF and sources', async () => {
    serveReports({ cards: [REPORT.card], reports: [REPORT] });
    renderReport('/report/result?report_no=7');
    const heading = await screen.findByRole('heading', { name: '2026 상반기 보고서' });
    const header = within(heading.parentElement!);
    expect(header.getByText('기준일 2026.06.30')).toBeInTheDocument();
    expect(header.getByText('범위 2개 조합')).toBeInTheDocument();
    expect(screen.getByTestId('tile-투자금액')).toHaveTextContent('4.50억원');
    expect(screen.getByTestId('tile-평가금액')).toHaveTextContent('8.20억원');
    expect(screen.getByTestId('tile-회수금')).toHaveTextContent('7,500만원');
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('1.99x');
    expect(screen.getByTestId('tile-IRR')).toHaveTextContent('28.7%');
    expect(screen.getByRole('link', { name: 'PDF 다운로드' })).toHaveAttribute(
      'href',
      '/report/result/download?report_no=7',
    );
    expect(screen.getByRole('link', { name: '재원별 보고서' })).toHaveAttribute(
      'href',
      '/report/finance?report_no=7',
    );
    // The open report is marked in the sidebar.
    const side = within(screen.getByRole('complementary', { name: '보고서 목록' }));
    expect(await side.findByRole('link', { name: /2026 상반기 보고서/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a company’s invested, stake value and multiple, or in recovery mode 회수금 and 이익률', async () => {
    serveReports({ cards: [REPORT.card], reports: [REPORT] });
    renderReport('/report/result?report_no=7');
    const alpha = await company('알파테크');
    expect(alpha.getByTestId('figure-투자금액')).toHaveTextContent('3.00억원');
    expect(alpha.getByTestId('figure-현재 지분 가치')).toHaveTextContent('7.20억원');
    expect(alpha.getByTestId('figure-멀티플')).toHaveTextContent('2.40x');
    expect(alpha.queryByTestId('figure-회수금')).not.toBeInTheDocument();
    // No logo: the name's first character.
    expect(alpha.getByText('알')).toBeInTheDocument();

    const beta = await company('베타랩스');
    expect(beta.getByTestId('figure-투자금액')).toHaveTextContent('5,000만원');
    expect(beta.getByTestId('figure-회수금')).toHaveTextContent('7,500만원');
    expect(beta.getByTestId('figure-이익률')).toHaveTextContent('50.00%');
    expect(beta.queryByTestId('figure-현재 지분 가치')).not.toBeInTheDocument();
    expect(beta.queryByTestId('figure-멀티플')).not.toBeInTheDocument();
  });

  it('opens the side panel on 차트, and its tabs show the result, the funds and the rounds', async () => {
    serveReports({ cards: [REPORT.card], reports: [REPORT] });
    renderReport('/report/result?report_no=7');
    const user = userEvent.setup();
    const alpha = await company('알파테크');
    expect(alpha.getByRole('tab', { name: '차트', selected: true })).toBeInTheDocument();
    expect(alpha.getByRole('figure', { name: '지분율 추이' })).toHaveTextContent('단위: %');
    // 2.4억 at most: 백만원; the company's 30억: 천만원; sales of 12억: 천만원.
    expect(alpha.getByRole('figure', { name: '지분 가치 추이' })).toHaveTextContent('단위: 억원');
    expect(alpha.getByRole('figure', { name: '기업 가치 추이' })).toHaveTextContent('단위: 억원');
    expect(alpha.getByRole('figure', { name: '연도별 손익' })).toHaveTextContent('단위: 억원');

    await user.click(alpha.getByRole('tab', { name: '투자 결과 보고서' }));
    const result = alpha.getByRole('table', { name: '알파테크 투자 결과' });
    expect(
      within(result)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3.00억원', '7.20억원', '0만원', '2.40x', '0.10x', '2.40x', '140.00%', '42.1%']);
    expect(alpha.queryByRole('figure')).not.toBeInTheDocument();

    await user.click(alpha.getByRole('tab', { name: '펀드별 투자 내역' }));
    const funds = alpha.getByRole('table', { name: '알파테크 펀드별 투자 내역' });
    expect(
      within(funds)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '데모 개인투자조합 1호',
      '2024.03.15',
      '4,000주',
      '1.00억원',
      '2.40억원',
      '0만원',
      '2.40x',
      '42.1%',
    ]);

    await user.click(alpha.getByRole('tab', { name: '투자 유치 이력' }));
    const rounds = alpha.getByRole('table', { name: '알파테크 투자 유치 이력' });
    expect(
      within(rounds)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2025.09.01',
      '데모벤처스',
      '상환전환우선주',
      '10,000주',
      '60,000원',
      '6.00억원',
      '30.0억원',
    ]);

    // The recovered company's IRR is unknown: '-'.
    const beta = await company('베타랩스');
    await user.click(beta.getByRole('tab', { name: '투자 결과 보고서' }));
    expect(within(beta.getByRole('table')).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });

  it('says the report is not found when report_no is missing', async () => {
    serveReports({ cards: [REPORT.card], reports: [REPORT] });
    renderReport('/report/result');
    expect(
      await screen.findByRole('heading', { name: '보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '보고서 현황으로 이동' })).toHaveAttribute(
      'href',
      '/report/status',
    );
  });

  it('answers an unknown report with the not-found page', async () => {
    serveReports({ cards: [REPORT.card], reports: [REPORT] });
    renderReport('/report/result?report_no=404');
    expect(
      await screen.findByRole('heading', { name: '보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });

  it('sends a legacy report to the legacy result page', async () => {
    const legacy = { ...reportOf(3), card: cardOf(3, { legacy: true }) };
    serveReports({
      cards: [legacy.card],
      reports: [legacy],
      legacy: [legacyReportOf(3, { rpt_name: '옛 시스템 보고서' })],
    });
    const { router } = renderReport('/report/result?report_no=3');
    expect(await screen.findByRole('heading', { name: '옛 시스템 보고서' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/old-report/result'));
    expect(router.state.location.search).toBe('?rpt_mng_no=3');
  });
});
