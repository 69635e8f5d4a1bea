import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import type { QuarterFiguresDto } from '../api';
import { QuarterFiguresSection } from './QuarterFiguresSection';

const quarter = (
  year: number,
  number: number,
  extra: Partial<QuarterFiguresDto> = {},
): QuarterFiguresDto => ({
  year,
  quarter: number,
  label: `${year}년 ${number}분기`,
  sales: 1_250_000_000,
  cash: 340_000_000,
  headcount: 27,
  ...extra,
});

function renderSection(quarters: QuarterFiguresDto[]) {
  return renderRoutes([{ path: '/', element: <QuarterFiguresSection quarters={quarters} /> }], '/');
}

/** The cells of a table's row, by the row's label. */
const rowCells = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('QuarterFiguresSection', () => {
  it('shows each quarter as a column, oldest first, with a dash for what was not reported', () => {
    renderSection([
      quarter(2026, 2, { sales: 80_000_000, headcount: null }),
      quarter(2026, 3, { cash: null }),
    ]);
    const section = screen.getByRole('region', { name: '분기 실적' });
    const table = within(section).getByRole('table', { name: '분기 실적' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['구분', '2026년 2분기', '2026년 3분기']);
    expect(rowCells(table, '분기 매출')).toEqual(['8,000만원', '12.50억원']);
    expect(rowCells(table, '현금 잔고')).toEqual(['3.40억원', '-']);
    expect(rowCells(table, '임직원 수')).toEqual(['-', '27명']);
    expect(within(section).getByRole('figure', { name: '분기별 매출' })).toBeInTheDocument();
  });

  it('draws no chart for a single quarter', () => {
    renderSection([quarter(2026, 3)]);
    expect(screen.getByRole('table', { name: '분기 실적' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: '분기별 매출' })).not.toBeInTheDocument();
  });

  it('is left out for a startup that never reported a quarter', () => {
    renderSection([]);
    expect(screen.queryByRole('region', { name: '분기 실적' })).not.toBeInTheDocument();
  });
});
