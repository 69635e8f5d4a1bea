import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, http, problem, server } from '@/test/server';
import type { InvestmentSourceDto } from '../api';
import { cardOf, NOW, returnsOf, TODAY } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import { serveReports } from '../test/reportServer';

const source = (id: number): InvestmentSourceDto => ({
  union_id: id,
  union_name: `데모 개인투자조합 ${id}호`,
  startup_count: 2,
  total: returnsOf(),
  total_xirr: 0.2,
  total_xirr_under_a_year: false,
});
const SOURCES = [source(1), source(2), source(3)];

const statusTable = () => screen.findByRole('table', { name: '보고서 현황' });

describe('ReportCreatePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('starts the report, shows it 생성 중 on the status page, then 완료 with 보기', async () => {
    const { changes, finishCreate } = serveReports({
      cards: [cardOf(9, { title: '지난 보고서' })],
      sources: SOURCES,
    });
    const { router } = renderReport('/report/create');
    const user = userEvent.setup();

    expect(await screen.findByLabelText(/기준일/)).toHaveValue(TODAY);
    expect(screen.getByLabelText('보고서명')).toHaveAttribute('placeholder', '투자 보고서');
    expect(screen.getByRole('radio', { name: '전체 조합' })).toBeChecked();
    await user.type(screen.getByLabelText('보고서명'), '  11월 보고서 ');
    await user.click(screen.getByRole('radio', { name: '선택한 조합' }));
    await user.click(await screen.findByRole('checkbox', { name: '데모 개인투자조합 1호' }));
    await user.click(screen.getByRole('checkbox', { name: '데모 개인투자조합 3호' }));
    await user.click(screen.getByRole('button', { name: '보고서 만들기' }));

    // The page goes at once; the report is listed while the server works on it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/status'));
    const table = await statusTable();
    const [, creating, done] = within(table).getAllByRole('row');
    expect(creating).toHaveTextContent('11월 보고서2026.11.252개 조합');
    expect(within(creating!).getByText('생성 중')).toBeInTheDocument();
    expect(
      within(creating!).getByRole('progressbar', { name: '11월 보고서 생성 중' }),
    ).not.toHaveAttribute('aria-valuenow');
    expect(within(creating!).queryByRole('link')).not.toBeInTheDocument();
    expect(done).toHaveTextContent('지난 보고서');
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: { title: '11월 보고서', base_date: TODAY, union_ids: [1, 3] },
        key: expect.stringMatching(/.+/),
      },
    ]);

    finishCreate();
    expect(await screen.findByText("'11월 보고서' 보고서를 만들었습니다.")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: '11월 보고서 보기' })).toHaveAttribute(
        'href',
        '/report/result?report_no=101',
      ),
    );
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('완료')).toBeInTheDocument();
    expect(within(first).queryByRole('progressbar')).not.toBeInTheDocument();
    // The sidebar lists it too.
    expect(
      await within(screen.getByRole('complementary', { name: '보고서 목록' })).findByText(
        '11월 보고서',
      ),
    ).toBeInTheDocument();
  });

  it('makes a report of every union, titled by the server when left blank', async () => {
    const { changes, finishCreate } = serveReports({ sources: SOURCES });
    renderReport('/report/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '보고서 만들기' }));
    const table = await statusTable();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '투자 보고서2026.11.25전체 조합',
    );
    expect(changes()[0]?.body).toEqual({ title: null, base_date: TODAY, union_ids: null });
    finishCreate();
    expect(await within(table).findByText('완료')).toBeInTheDocument();
  });

  it('asks for a union when the scope is the chosen ones, sending nothing', async () => {
    const { changes } = serveReports({ sources: SOURCES });
    const { router } = renderReport('/report/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '선택한 조합' }));
    await screen.findByRole('checkbox', { name: '데모 개인투자조합 2호' });
    await user.click(screen.getByRole('button', { name: '보고서 만들기' }));
    expect(await screen.findByText('조합을 선택해 주세요.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
    expect(router.state.location.pathname).toBe('/report/create');
  });

  it('marks a refused report 실패 with the server’s reason', async () => {
    serveReports({ sources: SOURCES });
    server.use(
      http.post(api('/reports'), () =>
        problem(409, 'ledger_inconsistent', '2025.03.02에 보유하지 않은 주식을 회수했습니다.'),
      ),
    );
    renderReport('/report/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '보고서 만들기' }));
    const table = await statusTable();
    const row = within(table).getAllByRole('row')[1]!;
    expect(await within(row).findByText('실패')).toBeInTheDocument();
    expect(
      within(row).getByText('2025.03.02에 보유하지 않은 주식을 회수했습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('보고서를 만들지 못했습니다.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '목록에서 지우기' }));
    expect(await screen.findByText('만든 보고서가 없습니다.')).toBeInTheDocument();
  });
});
