import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, problem, server } from '@/test/server';
import { legacyReportOf } from '../legacy/test/fixtures';
import { cardOf, reportOf } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import { serveReports } from '../test/reportServer';

const CARDS = [
  cardOf(5, { title: '4분기 보고서', year: 2026, base_date: '2026-09-30' }),
  cardOf(4, { title: '작년 결산', year: 2025, created_at: '2025-12-31T01:00:00Z' }),
  cardOf(3, { title: '상반기 보고서', year: 2026 }),
  cardOf(2, { title: '옛 보고서', year: 2024, legacy: true }),
];

const sidebar = async () =>
  within(await screen.findByRole('complementary', { name: '보고서 목록' }));
const card = (id: number) => within(screen.getByTestId(`report-card-${id}`));
const menuButton = (title: string) => screen.getByRole('button', { name: `${title} 메뉴` });

/**
 * Opens a card's menu and returns its items. Under jsdom a dropdown can stay in its enter
 * transition (hidden to role queries), so the items are found by the menu the button controls.
 */
async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  const button = await screen.findByRole('button', { name: `${title} 메뉴` });
  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  const dropdown = await waitFor(() => {
    const found = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(found).not.toBeNull();
    return found!;
  });
  return (name: string) => within(dropdown).getByRole('menuitem', { name, hidden: true });
}

describe('ReportSidebar', () => {
  it('groups the reports under their year, newest first, each card opening its report', async () => {
    serveReports({ cards: CARDS });
    renderReport('/report/status');
    const side = await sidebar();
    expect(side.getByRole('link', { name: '새 보고서 만들기' })).toHaveAttribute(
      'href',
      '/report/create',
    );
    const years = await side.findAllByRole('region');
    expect(years.map((section) => section.getAttribute('aria-label'))).toEqual([
      '2026년',
      '2025년',
      '2024년',
    ]);
    expect(
      within(years[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '4분기 보고서기준일 2026.09.30생성일 2026.07.01',
      '상반기 보고서기준일 2026.06.30생성일 2026.07.01',
    ]);
    expect(within(years[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/report/result?report_no=4',
    );
    // Made before 2024.05.30: the legacy result page.
    expect(within(years[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/old-report/result?rpt_mng_no=2',
    );
  });

  it('lists the previous system’s reports under the Korean year they were made, marked 이전', async () => {
    serveReports({
      cards: [CARDS[0]!],
      legacy: [
        // 2023-12-31 16:00 UTC is New Year's Day 2024 in Korea.
        legacyReportOf(1187, { rpt_name: '연말 보고서', create_at: '2023-12-31T16:00:00Z' }),
        legacyReportOf(1042, { rpt_name: '상반기 보고서', create_at: '2023-07-12T02:00:00Z' }),
      ],
    });
    renderReport('/old-report/result?rpt_mng_no=1042');
    const side = await sidebar();
    const years = await side.findAllByRole('region');
    expect(years.map((section) => section.getAttribute('aria-label'))).toEqual([
      '2026년',
      '2024년',
      '2023년',
    ]);
    const newYear = within(years[1]!).getByRole('link');
    expect(newYear).toHaveTextContent('연말 보고서이전작성일 2024.01.01');
    expect(newYear).toHaveAttribute('href', '/old-report/result?rpt_mng_no=1187');
    expect(newYear).not.toHaveAttribute('aria-current');
    // The report the page shows is marked; read-only cards have no menu.
    expect(within(years[2]!).getByRole('link', { name: /상반기 보고서/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(side.getAllByRole('button', { name: /메뉴$/ })).toEqual([menuButton('4분기 보고서')]);
    expect(within(screen.getByTestId('legacy-card-1187')).getByText('이전')).toBeInTheDocument();
  });

  it('still lists the firm’s reports when the previous system’s cannot be read', async () => {
    serveReports({ cards: [CARDS[0]!] });
    server.use(
      http.get(api('/legacy-reports'), () => problem(500, 'internal', '서버 오류입니다.')),
    );
    renderReport('/report/status');
    const side = await sidebar();
    expect(await side.findByText('이전 보고서를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(side.getByRole('link', { name: /4분기 보고서/ })).toBeInTheDocument();
  });

  it('opens one card menu at a time, and a click outside closes it', async () => {
    serveReports({ cards: CARDS });
    renderReport('/report/status');
    const user = userEvent.setup();
    await sidebar();
    const item = await openMenu(user, '4분기 보고서');
    expect(item('이름 변경')).toBeInTheDocument();
    expect(item('삭제')).toBeInTheDocument();

    await openMenu(user, '작년 결산');
    expect(menuButton('4분기 보고서')).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen
        .getAllByRole('button', { name: /메뉴$/ })
        .filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toEqual([menuButton('작년 결산')]);

    await user.click(screen.getByRole('heading', { name: '보고서 현황' }));
    await waitFor(() => expect(menuButton('작년 결산')).toHaveAttribute('aria-expanded', 'false'));
  });

  it('renames a card with Enter, blank taking the default name', async () => {
    const { changes } = serveReports({ cards: CARDS });
    renderReport('/report/status');
    const user = userEvent.setup();
    await sidebar();
    await user.click((await openMenu(user, '상반기 보고서'))('이름 변경'));

    const field = card(3).getByRole('textbox', { name: '보고서명' });
    expect(field).toHaveValue('상반기 보고서');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '상반기 결산{Enter}');
    expect(await card(3).findByRole('link', { name: /상반기 결산/ })).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'PATCH', path: '/reports/3', body: { title: '상반기 결산' } },
    ]);

    // Blank: the server names it '투자 보고서'.
    await user.click((await openMenu(user, '상반기 결산'))('이름 변경'));
    await user.clear(card(3).getByRole('textbox', { name: '보고서명' }));
    await user.keyboard('{Enter}');
    expect(await card(3).findByRole('link', { name: /투자 보고서/ })).toBeInTheDocument();
    expect(changes()[1]).toEqual({ method: 'PATCH', path: '/reports/3', body: { title: '' } });
  });

  it('shows the server’s field message on 422 and keeps the field open', async () => {
    serveReports({ cards: CARDS });
    server.use(
      http.patch(api('/reports/:id'), () =>
        problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'title', message: '보고서명에 쓸 수 없는 문자가 있습니다.' },
        ]),
      ),
    );
    renderReport('/report/status');
    const user = userEvent.setup();
    await sidebar();
    await user.click((await openMenu(user, '작년 결산'))('이름 변경'));
    const field = card(4).getByRole('textbox', { name: '보고서명' });
    await user.type(field, '\u0007{Enter}');
    expect(await card(4).findByText('보고서명에 쓸 수 없는 문자가 있습니다.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(card(4).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the name as it was with x or Escape, asking nothing', async () => {
    const { changes } = serveReports({ cards: CARDS });
    renderReport('/report/status');
    const user = userEvent.setup();
    await sidebar();
    await user.click((await openMenu(user, '4분기 보고서'))('이름 변경'));
    await user.type(card(5).getByRole('textbox', { name: '보고서명' }), ' 수정');
    await user.click(card(5).getByRole('button', { name: '이름 변경 취소' }));
    expect(card(5).getByRole('link', { name: /4분기 보고서/ })).toBeInTheDocument();
    expect(card(5).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click((await openMenu(user, '4분기 보고서'))('이름 변경'));
    await user.type(card(5).getByRole('textbox', { name: '보고서명' }), ' 수정{Escape}');
    expect(card(5).queryByRole('textbox')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('deletes only after the confirmation, and leaves the deleted report’s page', async () => {
    const { changes } = serveReports({
      cards: CARDS,
      reports: [{ ...reportOf(3), card: CARDS[2]! }],
    });
    const { router } = renderReport('/report/result?report_no=3');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '상반기 보고서' })).toBeInTheDocument();

    await user.click((await openMenu(user, '상반기 보고서'))('삭제'));
    let dialog = await screen.findByRole('dialog', { name: '보고서 삭제' });
    expect(dialog).toHaveTextContent(
      "'상반기 보고서' 보고서를 삭제하시겠습니까? 보고서의 의견도 함께 삭제됩니다.",
    );
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click((await openMenu(user, '상반기 보고서'))('삭제'));
    dialog = await screen.findByRole('dialog', { name: '보고서 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('보고서를 삭제했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/reports/3' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/status'));
    await waitFor(() => expect(screen.queryByTestId('report-card-3')).not.toBeInTheDocument());
  });
});
