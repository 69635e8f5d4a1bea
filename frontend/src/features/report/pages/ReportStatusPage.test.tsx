import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import { serveReports } from '../test/reportServer';

describe('ReportStatusPage', () => {
  it('lists the firm’s reports with scope, size, author and date', async () => {
    serveReports({
      cards: [
        cardOf(9, { title: '선택 보고서', union_ids: [1, 2, 3], company_count: 5 }),
        cardOf(2, { title: '옛 보고서', legacy: true }),
      ],
    });
    renderReport('/report/status');
    const table = await screen.findByRole('table', { name: '보고서 현황' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['보고서명', '기준일', '범위', '기업 수', '작성자', '생성일', '상태', '보기']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '선택 보고서',
      '2026.06.30',
      '3개 조합',
      '5곳',
      '김데모',
      '2026.07.01',
      '완료',
      '보기',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: '옛 보고서 보기' })).toHaveAttribute(
      'href',
      '/old-report/result?rpt_mng_no=2',
    );
  });

  it('shows the empty state when the firm has no reports', async () => {
    serveReports();
    renderReport('/report/status');
    expect(await screen.findByText('만든 보고서가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
