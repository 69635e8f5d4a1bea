import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReport } from '@/features/report/test/renderReport';
import { serveReports } from '@/features/report/test/reportServer';
import { legacyReportOf } from '../test/fixtures';

const REPORT = legacyReportOf(1187);
const company = async (name: string) => within(await screen.findByRole('region', { name }));

describe('LegacyResultPage', () => {
  it('shows the report’s header, totals, opinion and the way to its other pages', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/result?rpt_mng_no=1187');
    const heading = await screen.findByRole('heading', { name: '2023년 하반기 투자 보고서' });
    const header = within(heading.parentElement!);
    expect(header.getByText('작성일 2024.01.15')).toBeInTheDocument();
    expect(header.getByText('작성자 김조합')).toBeInTheDocument();
    expect(header.getByText('기준일 2023.12.31')).toBeInTheDocument();

    // 6.5억 invested, 6.6억 held, 3.3억 back: (6.6 + 3.3) ÷ 6.5 = 1.52x.
    expect(screen.getByTestId('tile-투자금액')).toHaveTextContent('6.50억원');
    expect(screen.getByTestId('tile-지분 가치')).toHaveTextContent('6.60억원');
    expect(screen.getByTestId('tile-회수금')).toHaveTextContent('3.30억원');
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('1.52x');

    const opinion = screen.getByRole('region', { name: '보고서 의견' });
    expect(within(opinion).getByText('메디웨이브 지분을 전량 회수')).toHaveProperty(
      'tagName',
      'STRONG',
    );
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute(
      'href',
      '/old-report/result/list?rpt_mng_no=1187',
    );
    expect(screen.getByRole('link', { name: '인쇄' })).toHaveAttribute(
      'href',
      '/old-report/result/print?rpt_mng_no=1187',
    );
    expect(screen.getByRole('link', { name: '회원 현황' })).toHaveAttribute(
      'href',
      '/old-report/member/status?rpt_mng_no=1187',
    );
  });

  it('shows each company’s stake and multiple, or once sold off its 회수금 and 이익률', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/result?rpt_mng_no=1187');
    const nova = await company('노바칩스');
    expect(nova.getByTestId('figure-투자금액')).toHaveTextContent('3.00억원');
    expect(nova.getByTestId('figure-지분 가치')).toHaveTextContent('5.40억원');
    expect(nova.getByTestId('figure-멀티플')).toHaveTextContent('1.80x');
    expect(nova.queryByTestId('figure-회수금')).not.toBeInTheDocument();
    expect(nova.queryByText('회수 완료')).not.toBeInTheDocument();
    expect(nova.getByRole('link', { name: '노바칩스 상세 보기' })).toHaveAttribute(
      'href',
      '/old-report/result/detail?rpt_mng_no=1187&cmpy=0',
    );

    const medi = await company('메디웨이브');
    expect(medi.getByText('회수 완료')).toBeInTheDocument();
    expect(medi.getByTestId('figure-투자금액')).toHaveTextContent('2.00억원');
    expect(medi.getByTestId('figure-회수금')).toHaveTextContent('3.30억원');
    expect(medi.getByTestId('figure-이익률')).toHaveTextContent('65.00%');
    expect(medi.queryByTestId('figure-지분 가치')).not.toBeInTheDocument();
    expect(medi.queryByTestId('figure-멀티플')).not.toBeInTheDocument();
  });

  it('leaves the opinion out when the report has none', async () => {
    serveReports({ legacy: [legacyReportOf(1042, { opinion: null })] });
    renderReport('/old-report/result?rpt_mng_no=1042');
    await company('노바칩스');
    expect(screen.queryByRole('region', { name: '보고서 의견' })).not.toBeInTheDocument();
  });

  it('says the report is not found without rpt_mng_no or for an unknown one', async () => {
    serveReports({ legacy: [REPORT] });
    const { unmount } = renderReport('/old-report/result');
    expect(
      await screen.findByRole('heading', { name: '이전 보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전 보고서 목록으로 이동' })).toHaveAttribute(
      'href',
      '/old-report/status',
    );
    unmount();

    renderReport('/old-report/result?rpt_mng_no=42');
    expect(
      await screen.findByRole('heading', { name: '이전 보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });
});
