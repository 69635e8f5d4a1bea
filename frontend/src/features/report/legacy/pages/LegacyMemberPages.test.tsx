import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderReport } from '@/features/report/test/renderReport';
import { serveReports } from '@/features/report/test/reportServer';
import { legacyReportOf } from '../test/fixtures';

const REPORT = legacyReportOf(1187);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the legacy members’ pages', () => {
  it('counts who opened the report and lists the members, either side on request', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/member/status?rpt_mng_no=1187');
    const table = await screen.findByRole('table', { name: '회원 현황' });
    expect(screen.getByTestId('tile-전체 회원')).toHaveTextContent('4명');
    expect(screen.getByTestId('tile-열람')).toHaveTextContent('2명');
    expect(screen.getByTestId('tile-미열람')).toHaveTextContent('2명');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['이름', '조합', '출자금액', '열람 여부', '이메일']);
    expect(cells(rows[1]!)).toEqual([
      '김서연',
      '데모 바이오 3호 개인투자조합',
      '5,000만원',
      '열람',
      '김서연@example.kr',
    ]);
    expect(cells(rows[4]!)).toEqual(['최유나', '데모 1호 개인투자조합', '1.00억원', '미열람', '-']);

    await userEvent.setup().click(screen.getByRole('radio', { name: '미열람' }));
    const unread = within(screen.getByRole('table', { name: '회원 현황' }))
      .getAllByRole('row')
      .slice(1);
    expect(unread.map((row) => cells(row)[0])).toEqual(['박지민', '최유나']);
  });

  it('shows each member’s share of the whole, and each union’s subtotal', async () => {
    serveReports({ legacy: [REPORT] });
    renderReport('/old-report/member/data?rpt_mng_no=1187');
    const table = await screen.findByRole('table', { name: '회원별 출자 현황' });
    // 2억 in all: 5,000만 + 3,000만 + 2,000만 in 3호, 1억 in 1호.
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['데모 바이오 3호 개인투자조합', '김서연', '5,000만원', '25.00%'],
      ['데모 바이오 3호 개인투자조합', '이준호', '3,000만원', '15.00%'],
      ['데모 바이오 3호 개인투자조합', '박지민', '2,000만원', '10.00%'],
      ['데모 바이오 3호 개인투자조합 소계', '3명', '1.00억원', '50.00%'],
      ['데모 1호 개인투자조합', '최유나', '1.00억원', '50.00%'],
      ['데모 1호 개인투자조합 소계', '1명', '1.00억원', '50.00%'],
      ['합계', '4명', '2.00억원', '100.00%'],
    ]);
    expect(screen.getByRole('link', { name: '항목 설명' })).toHaveAttribute(
      'href',
      '/old-report/member/datahelp?rpt_mng_no=1187',
    );
  });

  it('explains the data columns, and says legacy reports cannot be edited', async () => {
    serveReports({ legacy: [REPORT] });
    const { unmount } = renderReport('/old-report/member/datahelp?rpt_mng_no=1187');
    const help = await screen.findByRole('table', { name: '항목 설명' });
    expect(within(help).getByText('비중')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원별 출자 현황으로 돌아가기' })).toHaveAttribute(
      'href',
      '/old-report/member/data?rpt_mng_no=1187',
    );
    unmount();

    renderReport('/old-report/member/info-edit');
    expect(await screen.findByText('이전 보고서는 수정할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '새 보고서 만들기' }).at(-1)).toHaveAttribute(
      'href',
      '/report/create',
    );
  });
});
