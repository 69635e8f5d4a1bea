import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/test/editorDom';
import { cardOf, opinionOf, reportOf, returnsOf, unionOf } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import type { ReportOpinionDto } from '../api';
import { serveReports } from '../test/reportServer';

const REPORT = {
  ...reportOf(7, {
    unions: [
      unionOf(1, {
        total: returnsOf({
          invested: 450_000_000,
          value: 820_000_000,
          recovered: 75_000_000,
          multiple: 1.988888888888889,
          dpi: 0.1666,
          rvpi: 1.8222,
        }),
        xirr: 0.2871,
      }),
      unionOf(2, {
        total: returnsOf({
          invested: 50_000_000,
          value: 40_000_000,
          multiple: 0.8,
          dpi: 0,
          rvpi: 0.8,
        }),
        xirr: null,
        holdings: [],
        deployment: [],
      }),
    ],
  }),
  card: cardOf(7, { title: '2026 상반기 보고서' }),
};

function setup(path: string, opinions: Record<number, ReportOpinionDto[]> = {}) {
  const served = serveReports({ cards: [REPORT.card], reports: [REPORT], opinions });
  return { ...served, ...renderReport(path) };
}

describe('ReportFinancePage', () => {
  it('lists each union with TVPI, DPI, RVPI and IRR, charts them, and opens one', async () => {
    const { router } = setup('/report/finance?report_no=7');
    const table = await screen.findByRole('table', { name: '조합별 투자 성과' });
    expect(screen.getByRole('heading', { name: '재원별 투자 보고서' })).toBeInTheDocument();
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['조합명', '투자금액', '평가금액', '회수금', 'TVPI', 'DPI', 'RVPI', 'IRR']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '데모 개인투자조합 1호',
      '4.50억원',
      '8.20억원',
      '7,500만원',
      '1.99x',
      '0.17x',
      '1.82x',
      '28.7%',
    ]);
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    // 8.2억 at most: from 1억 the axis counts in 억원.
    expect(screen.getByRole('figure', { name: '투자금액·평가금액' })).toHaveTextContent(
      '단위: 억원',
    );
    expect(screen.getByRole('link', { name: '종합 보고서' })).toHaveAttribute(
      'href',
      '/report/result?report_no=7',
    );

    await userEvent.setup().click(within(second!).getByText('데모 개인투자조합 2호'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/finance/detail'));
    expect(router.state.location.search).toBe('?report_no=7&issno=2');
    expect(
      await screen.findByRole('heading', { name: '데모 개인투자조합 2호' }),
    ).toBeInTheDocument();
  });

  it('says the report is not found for an unknown report_no', async () => {
    setup('/report/finance?report_no=8');
    expect(
      await screen.findByRole('heading', { name: '보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });
});

describe('ReportFinanceDetailPage', () => {
  it('shows the union’s totals, holdings, deployment and the PDF button', async () => {
    setup('/report/finance/detail?report_no=7&issno=1');
    const heading = await screen.findByRole('heading', { name: '데모 개인투자조합 1호' });
    expect(within(heading.parentElement!).getByText('2026 상반기 보고서')).toBeInTheDocument();
    expect(screen.getByTestId('tile-투자금액')).toHaveTextContent('4.50억원');
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('1.99x');
    expect(screen.getByTestId('tile-IRR')).toHaveTextContent('28.7%');

    const holdings = screen.getByRole('table', { name: '기업별 투자 내역' });
    expect(
      within(holdings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '데모스타트업 41',
      '2024.03.15',
      '4,000주',
      '60,000원',
      '1.00억원',
      '2.40억원',
      '0만원',
      '2.40x',
      '42.1%',
    ]);
    expect(screen.getByRole('figure', { name: '누적 투자 집행률' })).toHaveTextContent('단위: %');
    expect(screen.getByRole('link', { name: 'PDF 다운로드' })).toHaveAttribute(
      'href',
      '/report/finance/detail/download?report_no=7&issno=1',
    );
    expect(screen.getByRole('link', { name: '재원별 보고서' })).toHaveAttribute(
      'href',
      '/report/finance?report_no=7',
    );
  });

  it('writes the opinion on the union through the union’s opinion endpoints', async () => {
    const { changes } = setup('/report/finance/detail?report_no=7&issno=1', {
      // The report's own opinion is not the union's.
      7: [opinionOf('<p>종합 의견</p>')],
    });
    const user = userEvent.setup();
    const box = within(await screen.findByRole('region', { name: '조합 의견' }));
    await user.click(await box.findByRole('button', { name: '의견추가하기' }));
    const editor = await box.findByRole('textbox', { name: '조합 의견 내용' });
    await user.click(editor);
    await user.type(editor, '1호 조합은 순항 중');
    await user.click(box.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('의견을 등록했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/reports/7/unions/1/opinion',
        body: { opinion: '<p>1호 조합은 순항 중</p>' },
        key: expect.stringMatching(/.+/),
      },
    ]);
    expect((await box.findByTestId('opinion-html')).innerHTML).toBe('<p>1호 조합은 순항 중</p>');

    await user.click(box.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '의견 삭제' })).getByRole('button', {
        name: '삭제',
      }),
    );
    expect(await box.findByRole('button', { name: '의견추가하기' })).toBeInTheDocument();
    expect(changes().at(-1)).toEqual({ method: 'DELETE', path: '/reports/7/unions/1/opinion' });
  });

  it('says so for a union that is not in the report', async () => {
    setup('/report/finance/detail?report_no=7&issno=9');
    expect(
      await screen.findByRole('heading', { name: '조합을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재원별 보고서로 이동' })).toHaveAttribute(
      'href',
      '/report/finance?report_no=7',
    );
  });

  it('shows a union without holdings with its empty states', async () => {
    setup('/report/finance/detail?report_no=7&issno=2');
    expect(await screen.findByText('투자한 기업이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('투자 집행 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('tile-IRR')).toHaveTextContent('-');
  });
});
