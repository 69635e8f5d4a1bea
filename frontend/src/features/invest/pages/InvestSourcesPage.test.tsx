import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { InvestmentSourceDto } from '../api';
import { returnsOf, sourceOf, sourcesAnswer, TODAY } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestSourcesPage } from './InvestSourcesPage';

function setup(sources: InvestmentSourceDto[], kind: 'investor' | 'startup' = 'investor') {
  const asked: (string | null)[] = [];
  serveMe(kind);
  server.use(
    http.get(api('/investment-sources'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('base_date'));
      return HttpResponse.json(sourcesAnswer(sources));
    }),
  );
  const view = renderRoutes(
    [
      { path: '/invest-resources', element: <InvestSourcesPage /> },
      { path: '/invest-resources/detail', element: <p>투자 재원 상세 화면</p> },
    ],
    '/invest-resources',
  );
  return { ...view, asked };
}

const SOURCES = [
  sourceOf(1, {
    startup_count: 3,
    total: returnsOf({
      invested: 450_000_000,
      value: 820_000_000,
      recovered: 75_000_000,
      multiple: 1.988888888888889,
    }),
    total_xirr: 0.2871,
  }),
  sourceOf(2, {
    startup_count: 1,
    total: returnsOf({ invested: 50_000_000, value: 40_000_000, recovered: 0, multiple: 0.8 }),
    total_xirr: null,
  }),
];

describe('InvestSourcesPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('lists the unions with their figures under the firm totals, on today by default', async () => {
    const { asked } = setup(SOURCES);
    const table = await screen.findByRole('table', { name: '투자 재원 목록' });
    expect(asked).toEqual([TODAY]);
    expect(screen.getByLabelText('기준일')).toHaveValue(TODAY);

    // 5억 invested, 8.6억 held, 0.75억 back: (8.6 + 0.75) ÷ 5 = 1.87x.
    expect(screen.getByTestId('tile-투자금')).toHaveTextContent('5.00억원');
    expect(screen.getByTestId('tile-평가액')).toHaveTextContent('8.60억원');
    expect(screen.getByTestId('tile-회수금')).toHaveTextContent('7,500만원');
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('1.87x');

    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      ['데모 개인투자조합 1호', '3곳', '4.50억원', '8.20억원', '7,500만원', '1.99x', '28.7%'].join(
        '',
      ),
    );
    const cells = within(second!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '데모 개인투자조합 2호',
      '1곳',
      '5,000만원',
      '4,000만원',
      '0만원',
      '0.80x',
      '-',
    ]);
  });

  it('reads another base date and opens a union on it', async () => {
    const { asked, router } = setup(SOURCES);
    await screen.findByRole('table', { name: '투자 재원 목록' });
    fireEvent.change(screen.getByLabelText('기준일'), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(asked).toEqual([TODAY, '2025-12-31']));

    await userEvent.setup().click(screen.getByText('데모 개인투자조합 2호'));
    expect(await screen.findByText('투자 재원 상세 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?issno=2&base_date=2025-12-31');
  });

  it('says when the firm has no unions to show', async () => {
    setup([]);
    expect(await screen.findByText('투자 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByTestId('tile-멀티플')).toHaveTextContent('-');
  });

  it('tells a startup account the screen is not theirs, asking nothing', async () => {
    const { asked } = setup(SOURCES, 'startup');
    expect(
      await screen.findByText('투자 재원은 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(screen.queryByLabelText('기준일')).not.toBeInTheDocument();
  });
});
