import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { FundManagerDto } from '../api';
import { managerOf, returnsOf, TODAY } from '../test/fixtures';
import { freezeDate, serveMe } from '../test/investServer';
import { InvestManagersPage } from './InvestManagersPage';

function setup(managers: FundManagerDto[], kind: 'investor' | 'startup' = 'investor') {
  const asked: (string | null)[] = [];
  serveMe(kind);
  server.use(
    http.get(api('/fund-managers'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('base_date'));
      return HttpResponse.json(managers);
    }),
  );
  const view = renderRoutes(
    [{ path: '/invest-manager', element: <InvestManagersPage /> }],
    '/invest-manager',
  );
  return { ...view, asked };
}

const MANAGERS = [
  managerOf('김투자', {
    unions: [
      { union_id: 1, union_name: '데모 개인투자조합 1호' },
      { union_id: 3, union_name: '데모 바이오 3호' },
    ],
    company_count: 4,
    total: returnsOf({
      invested: 450_000_000,
      value: 820_000_000,
      recovered: 75_000_000,
      multiple: 1.988888888888889,
    }),
    xirr: 0.2871,
  }),
  managerOf(null, {
    unions: [{ union_id: 2, union_name: '데모 개인투자조합 2호' }],
    company_count: 1,
    total: returnsOf({ invested: 50_000_000, value: 40_000_000, multiple: 0.8 }),
    xirr: null,
  }),
];

describe('InvestManagersPage', () => {
  beforeEach(freezeDate);
  afterEach(() => vi.useRealTimers());

  it('shows a row per manager with their unions and figures, on today by default', async () => {
    const { asked } = setup(MANAGERS);
    const table = await screen.findByRole('table', { name: '투자 담당자 목록' });
    expect(asked).toEqual([TODAY]);
    const [head, kim, unnamed] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['이름', '담당 조합', '기업 수', '투자금액', '평가금액', '회수금', '멀티플', 'IRR']);
    expect(
      within(kim!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '김투자',
      '데모 개인투자조합 1호,데모 바이오 3호',
      '4곳',
      '4.50억원',
      '8.20억원',
      '7,500만원',
      '1.99x',
      '28.7%',
    ]);
    expect(within(kim!).getByRole('link', { name: '데모 바이오 3호' })).toHaveAttribute(
      'href',
      '/invest-resources/detail?issno=3',
    );
    expect(within(unnamed!).getAllByRole('cell')[0]).toHaveTextContent('담당자 미지정');
    expect(within(unnamed!).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });

  it('charts invested beside value in one unit, and carries another base date to the unions', async () => {
    const { asked } = setup(MANAGERS);
    const chart = await screen.findByRole('figure', { name: '담당자별 투자금액·평가금액' });
    // 8.2억 at most: 억원.
    expect(chart).toHaveTextContent('단위: 억원');

    fireEvent.change(screen.getByLabelText('기준일'), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(asked).toEqual([TODAY, '2025-12-31']));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '데모 개인투자조합 2호' })).toHaveAttribute(
        'href',
        '/invest-resources/detail?issno=2&base_date=2025-12-31',
      ),
    );
  });

  it('picks a smaller unit for small amounts', async () => {
    setup([managerOf('박담당', { total: returnsOf({ invested: 3_000_000, value: 5_000_000 }) })]);
    expect(await screen.findByRole('figure')).toHaveTextContent('단위: 백만원');
  });

  it('says when there is no manager to show', async () => {
    setup([]);
    expect(await screen.findByText('투자 내역이 있는 담당자가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('tells a startup account the screen is not theirs, asking nothing', async () => {
    const { asked } = setup(MANAGERS, 'startup');
    expect(
      await screen.findByText('투자 담당자는 투자사 회원만 이용할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
