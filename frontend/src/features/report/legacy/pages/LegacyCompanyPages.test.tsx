import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderReport } from '@/features/report/test/renderReport';
import { serveReports } from '@/features/report/test/reportServer';
import { legacyReportOf } from '../test/fixtures';

const REPORT = legacyReportOf(1187);

describe('the legacy companies’ pages', () => {
  it('lists the companies in a table whose rows open their detail', async () => {
    serveReports({ legacy: [REPORT] });
    const { router } = renderReport('/old-report/result/list?rpt_mng_no=1187');
    const table = await screen.findByRole('table', { name: '기업별 투자 현황' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['기업명', '투자금액', '지분 가치', '회수 투자금', '회수금', '멀티플', '이익률']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '메디웨이브회수 완료',
      '2.00억원',
      '0만원',
      '2.00억원',
      '3.30억원',
      '1.65x',
      '65.00%',
    ]);

    await userEvent.setup().click(within(table).getByText('그린루프'));
    expect(await screen.findByRole('heading', { name: '그린루프' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?rpt_mng_no=1187&cmpy=1');
  });

  it('shows one company’s figures and comment, with the previous and next company', async () => {
    serveReports({ legacy: [REPORT] });
    const { router } = renderReport('/old-report/result/detail?rpt_mng_no=1187&cmpy=0');
    const nova = within(await screen.findByRole('region', { name: '노바칩스' }));
    expect(nova.getByTestId('figure-지분 가치')).toHaveTextContent('5.40억원');
    expect(nova.getByTestId('figure-이익률')).toHaveTextContent('80.00%');
    expect(nova.getByText('시리즈 A 후속 투자 유치')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /이전 기업/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '인쇄' })).toHaveAttribute(
      'href',
      '/old-report/result/detail/print?rpt_mng_no=1187&cmpy=0',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '다음 기업: 그린루프 →' }));
    const green = within(await screen.findByRole('region', { name: '그린루프' }));
    expect(green.getByText('코멘트가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 이전 기업: 노바칩스' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '다음 기업: 메디웨이브 →' }));
    expect(await screen.findByRole('region', { name: '메디웨이브' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /다음 기업/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?rpt_mng_no=1187&cmpy=2');
  });

  it('says a company the report does not have is not found', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/result/detail?rpt_mng_no=1187&cmpy=3');
    expect(
      await screen.findByRole('heading', { name: '기업을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기업 목록으로 이동' })).toHaveAttribute(
      'href',
      '/old-report/result/list?rpt_mng_no=1187',
    );
  });

  it('lays the report out for paper and prints it on 인쇄', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/result/print?rpt_mng_no=1187');
    const sheet = within(await screen.findByTestId('print-sheet'));
    expect(sheet.getByRole('heading', { name: '2023년 하반기 투자 보고서' })).toBeInTheDocument();
    expect(sheet.getByRole('table', { name: '기업별 투자 현황' })).toBeInTheDocument();
    expect(sheet.getByText('전략적 투자자에게 지분 전량 매각')).toBeInTheDocument();
    // The buttons are outside the sheet (and hidden on paper); there is no reports sidebar.
    expect(sheet.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '보고서 목록' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '보고서로 돌아가기' })).toHaveAttribute(
      'href',
      '/old-report/result?rpt_mng_no=1187',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints one company', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/result/detail/print?rpt_mng_no=1187&cmpy=2');
    const sheet = within(await screen.findByTestId('print-sheet'));
    expect(sheet.getByRole('heading', { name: '메디웨이브' })).toBeInTheDocument();
    expect(sheet.getByTestId('figure-회수금')).toHaveTextContent('3.30억원');
    expect(screen.getByRole('link', { name: '기업 상세로 돌아가기' })).toHaveAttribute(
      'href',
      '/old-report/result/detail?rpt_mng_no=1187&cmpy=2',
    );
  });
});
