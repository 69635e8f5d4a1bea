import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderReport } from '@/features/report/test/renderReport';
import { serveReports } from '@/features/report/test/reportServer';
import { legacyMemberOf, legacyReportOf } from '../test/fixtures';

const REPORTS = [
  legacyReportOf(1187),
  legacyReportOf(903, {
    rpt_name: '2022년 결산 보고서',
    create_at: '2022-12-20T01:00:00Z',
    create_by: '이매니저',
    report_type: 'R02',
    members: [legacyMemberOf('김서연')],
  }),
];

describe('LegacyStatusPage', () => {
  it('lists the previous system’s reports, saying they are read-only', async () => {
    serveReports({ legacy: REPORTS });
    renderReport('/old-report');
    expect(await screen.findByRole('heading', { name: '이전 보고서' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '2024.05.30 이전에 이전 시스템에서 만든 보고서입니다. 조회만 할 수 있고 수정할 수 없습니다.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '이전 보고서 목록' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['보고서명', '작성일', '작성자', '구분', '기업 수', '회원 수']);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2023년 하반기 투자 보고서', '2024.01.15', '김조합', '자동 생성', '3곳', '4명'],
      ['2022년 결산 보고서', '2022.12.20', '이매니저', '직접 작성', '3곳', '1명'],
    ]);
  });

  it('opens a report from its row, on /old-report/status too', async () => {
    serveReports({ legacy: REPORTS });
    const { router } = renderReport('/old-report/status');
    const table = await screen.findByRole('table', { name: '이전 보고서 목록' });
    await userEvent.setup().click(within(table).getByText('2022년 결산 보고서'));
    expect(await screen.findByRole('heading', { name: '2022년 결산 보고서' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/old-report/result');
    expect(router.state.location.search).toBe('?rpt_mng_no=903');
  });

  it('says when the firm has no reports from the previous system', async () => {
    serveReports();
    renderReport('/old-report/status');
    expect(
      await screen.findByText('이전 시스템에서 가져온 보고서가 없습니다.'),
    ).toBeInTheDocument();
  });
});
