import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoredYear } from '@/features/startup/figures';
import type { StartupProfileDto } from '@/features/startup/api';
import { startupProfile } from '@/features/startup/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, problem, server } from '@/test/server';
import { serveOwn, storedYear, XLSX_TYPE, type Refusal } from '../test/ownServer';
import { BasicInfoEditPage } from './BasicInfoEditPage';

// The forms are large: typing into them under jsdom takes a few seconds.
const SLOW = { timeout: 30_000 };

function renderFigures({
  profile = startupProfile(),
  refuse = null,
  olderYears = [],
}: { profile?: StartupProfileDto; refuse?: Refusal | null; olderYears?: StoredYear[] } = {}) {
  const served = serveOwn({ profile, refuse, olderYears });
  const view = renderRoutes(
    [{ path: '/basic-info-edit', element: <BasicInfoEditPage /> }],
    '/basic-info-edit?tab=figures',
  );
  return { ...served, ...view };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const yearSelect = () => screen.getByRole('combobox', { name: '회계 연도' });
/** The open year once the tab has read every stored year. */
const ready = async (year: string) => {
  await waitFor(() => expect(yearSelect()).toHaveValue(year));
  await userEvent.setup().click(yearSelect());
  await waitFor(() =>
    expect(
      screen.getByRole('option', { name: '다른 연도 추가', hidden: true }),
    ).not.toHaveAttribute('data-combobox-disabled'),
  );
  await userEvent.setup().keyboard('{Escape}');
};
const yearOptions = () =>
  screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
async function pickYear(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(yearSelect());
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}
const xlsx = (name = '재무제표.xlsx') => new File([new Uint8Array(512)], name, { type: XLSX_TYPE });
const LIST = '/startups/7/figures';
const SHEET = '/startups/7/figures.xlsx';

describe('BasicInfoEditPage: 재무 정보', () => {
  it('saves the open year with blank lines as null', SLOW, async () => {
    const { changes } = renderFigures();
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: '회계 연도' })).toHaveValue('2024년');
    expect(input('현금및현금성자산')).toHaveValue('300,000,000');
    expect(input('재고자산')).toHaveValue('');
    expect(input('매출액')).toHaveValue('1,230,000,000');
    expect(input('당기순이익')).toHaveValue('');

    await user.clear(input('현금및현금성자산'));
    await user.clear(input('영업이익'));
    await user.type(input('영업이익'), '-120000000');
    expect(input('영업이익')).toHaveValue('-120,000,000');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({ method: 'PUT', path: '/startups/7/figures/2024' });
    expect(changes()[0]!.body).toEqual({
      balance: {
        cash: null,
        receivables: 50_000_000,
        inventory: null,
        tangible_assets: 120_000_000,
        intangible_assets: 10_000_000,
        investment_assets: null,
        other_assets: 5_000_000,
        total_assets: 485_000_000,
        current_liabilities: 80_000_000,
        long_term_liabilities: 20_000_000,
        total_liabilities: 100_000_000,
        capital_stock: 100_000_000,
        total_equity: 385_000_000,
      },
      income: {
        sales: 1_230_000_000,
        cost_of_sales: 600_000_000,
        gross_profit: 400_000_000,
        operating_expenses: 300_000_000,
        operating_profit: -120_000_000,
        non_operating_income: 5_000_000,
        non_operating_expenses: 2_000_000,
        ordinary_profit: 103_000_000,
        cash_flow: null,
        retained_earnings: 150_000_000,
        corporate_tax: 10_000_000,
        net_income: null,
      },
    });
  });

  it("shows the totals' refusal under 자산총계", SLOW, async () => {
    const message = '자산총계는 부채총계와 자본총계의 합이어야 합니다.';
    renderFigures({
      refuse: {
        status: 422,
        code: 'validation_failed',
        message: '입력 내용을 확인해 주세요.',
        errors: [{ field: 'balance.total_assets', message }],
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: '회계 연도' });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input('자산총계')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before deleting a year, and deletes it only when confirmed', SLOW, async () => {
    const { changes } = renderFigures();
    const user = userEvent.setup();
    await ready('2024년');

    await user.click(screen.getByRole('button', { name: '연도 삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '연도 삭제' });
    expect(within(dialog).getByText('2024년 재무 정보를 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '연도 삭제' }));
    dialog = await screen.findByRole('dialog', { name: '연도 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제되었습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/startups/7/figures/2024', search: '' }]);
    expect(yearSelect()).toHaveValue('2023년');
    await user.click(yearSelect());
    expect(yearOptions()).toEqual(['2023년', '2022년', '다른 연도 추가']);
    expect(input('현금및현금성자산')).toHaveValue('');
  });

  it('opens another year typed in: a new one blank, a listed one as it is', SLOW, async () => {
    renderFigures();
    const user = userEvent.setup();
    await ready('2024년');
    await pickYear(user, '다른 연도 추가');
    let dialog = await screen.findByRole('dialog', { name: '다른 연도 추가' });
    await user.type(within(dialog).getByLabelText(/회계 연도/), '1899');
    await user.click(within(dialog).getByRole('button', { name: '열기' }));
    expect(
      await within(dialog).findByText(/연도는 1900년부터 \d{4}년까지 입력할 수 있습니다\./),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/회계 연도/));
    await user.type(within(dialog).getByLabelText(/회계 연도/), '2021');
    await user.click(within(dialog).getByRole('button', { name: '열기' }));

    await waitFor(() => expect(yearSelect()).toHaveValue('2021년'));
    expect(screen.getByText('2021년은 아직 저장되지 않은 연도입니다.')).toBeInTheDocument();
    expect(input('매출액')).toHaveValue('');

    await pickYear(user, '다른 연도 추가');
    dialog = await screen.findByRole('dialog', { name: '다른 연도 추가' });
    await user.type(within(dialog).getByLabelText(/회계 연도/), '2023');
    await user.click(within(dialog).getByRole('button', { name: '열기' }));
    await waitFor(() => expect(yearSelect()).toHaveValue('2023년'));
    expect(input('매출액')).toHaveValue('1,000,000,000');
  });
});

describe('BasicInfoEditPage: 재무 정보, the years before the latest three', () => {
  const older = [
    storedYear(2019, { cash: 70_000_000, total_equity: -5_000_000 }, { sales: 300_000_000 }),
    storedYear(2015, {}, { sales: 12_000_000 }),
  ];

  it('lists every stored year and edits an older one', SLOW, async () => {
    const { changes, reads } = renderFigures({ olderYears: older });
    const user = userEvent.setup();
    await ready('2024년');
    await user.click(yearSelect());
    expect(yearOptions()).toEqual([
      '2024년',
      '2023년',
      '2022년',
      '2019년',
      '2015년',
      '다른 연도 추가',
    ]);
    // The picker is fed by the list of years; the sheet is only ever a download.
    expect(reads().filter((call) => call.path === LIST)).toHaveLength(1);
    expect(reads().filter((call) => call.path === SHEET)).toEqual([]);
    await user.click(screen.getByRole('option', { name: '2019년', hidden: true }));

    expect(yearSelect()).toHaveValue('2019년');
    expect(screen.getByRole('group', { name: '재무상태표 (2019년)' })).toBeInTheDocument();
    expect(input('현금및현금성자산')).toHaveValue('70,000,000');
    expect(input('자본총계')).toHaveValue('-5,000,000');
    expect(input('매출액')).toHaveValue('300,000,000');
    expect(input('매출채권')).toHaveValue('');
    expect(screen.queryByText(/아직 저장되지 않은 연도입니다/)).not.toBeInTheDocument();

    await user.clear(input('매출액'));
    await user.type(input('매출액'), '350000000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({ method: 'PUT', path: '/startups/7/figures/2019' });
    expect(changes()[0]!.body).toMatchObject({
      balance: { cash: 70_000_000, total_equity: -5_000_000, receivables: null },
      income: { sales: 350_000_000, net_income: null },
    });

    // The saved year opens again as saved, not as the list first had it; the list is read again.
    await waitFor(() => expect(reads().filter((call) => call.path === LIST)).toHaveLength(2));
    await pickYear(user, '2024년');
    expect(input('매출액')).toHaveValue('1,230,000,000');
    await pickYear(user, '2019년');
    expect(input('매출액')).toHaveValue('350,000,000');
  });

  it('deletes an older year on the server', SLOW, async () => {
    const { changes, reads } = renderFigures({ olderYears: older });
    const user = userEvent.setup();
    await ready('2024년');
    await pickYear(user, '2015년');
    expect(input('매출액')).toHaveValue('12,000,000');
    await user.click(screen.getByRole('button', { name: '연도 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '연도 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제되었습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/startups/7/figures/2015', search: '' }]);
    expect(yearSelect()).toHaveValue('2024년');
    await user.click(yearSelect());
    expect(yearOptions()).not.toContain('2015년');
    await waitFor(() => expect(reads().filter((call) => call.path === LIST)).toHaveLength(2));
    expect(yearOptions()).toEqual(['2024년', '2023년', '2022년', '2019년', '다른 연도 추가']);
  });

  it('lists a year typed in and saved as a stored one', SLOW, async () => {
    const { changes, reads } = renderFigures({ olderYears: older });
    const user = userEvent.setup();
    await ready('2024년');
    await pickYear(user, '다른 연도 추가');
    const dialog = await screen.findByRole('dialog', { name: '다른 연도 추가' });
    await user.type(within(dialog).getByLabelText(/회계 연도/), '2017');
    await user.click(within(dialog).getByRole('button', { name: '열기' }));
    await waitFor(() => expect(yearSelect()).toHaveValue('2017년'));
    await user.type(input('매출액'), '90000000');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(changes()[0]).toMatchObject({ method: 'PUT', path: '/startups/7/figures/2017' });
    expect(screen.queryByText(/아직 저장되지 않은 연도입니다/)).not.toBeInTheDocument();
    await waitFor(() => expect(reads().filter((call) => call.path === LIST)).toHaveLength(2));
    await pickYear(user, '2024년');
    await user.click(yearSelect());
    expect(yearOptions()).toEqual([
      '2024년',
      '2023년',
      '2022년',
      '2019년',
      '2017년',
      '2015년',
      '다른 연도 추가',
    ]);
    await user.click(screen.getByRole('option', { name: '2017년', hidden: true }));
    expect(input('매출액')).toHaveValue('90,000,000');
  });

  it('has nothing but the profile to list for a startup that saved no year', SLOW, async () => {
    renderFigures({ profile: startupProfile({ balance_sheets: [], income_statements: [] }) });
    expect(
      await screen.findByText(
        "등록된 재무 정보가 없습니다. 회계 연도에서 '다른 연도 추가'를 골라 연도를 추가해 주세요.",
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(yearSelect());
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: '다른 연도 추가', hidden: true }),
      ).not.toHaveAttribute('data-combobox-disabled'),
    );
    expect(yearOptions()).toEqual(['다른 연도 추가']);
  });
  it('says when the older years could not be read, and reads them again', SLOW, async () => {
    const { reads } = renderFigures({ olderYears: older });
    server.use(
      http.get(
        api('/startups/:startupId/figures'),
        () => problem(500, 'internal', '서버 오류입니다.'),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText('이전 연도 목록을 불러오지 못했습니다. 최근 3개 연도만 표시됩니다.'),
    ).toBeInTheDocument();
    await user.click(yearSelect());
    expect(yearOptions()).toEqual(['2024년', '2023년', '2022년', '다른 연도 추가']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await ready('2024년');
    await user.click(yearSelect());
    expect(yearOptions()).toContain('2019년');
    expect(reads().filter((call) => call.path === LIST)).toHaveLength(1);
  });
});

describe('BasicInfoEditPage: 재무 정보 엑셀', () => {
  it('imports a sheet with a progress bar, then shows the imported figures', SLOW, async () => {
    const { changes, reads, state } = renderFigures();
    const imported = startupProfile();
    imported.income_statements = imported.income_statements.map((statement) =>
      statement.year === 2024 ? { ...statement, sales: 2_000_000_000 } : statement,
    );
    state.imported = imported;
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    await ready('2024년');
    expect(
      screen.getByText(
        '연도별로 한 줄씩 입력한 엑셀을 올리면 한 번에 반영됩니다. 한 행이라도 잘못되면 아무것도 반영되지 않습니다.',
      ),
    ).toBeInTheDocument();
    expect(input('매출액')).toHaveValue('1,230,000,000');
    // The update history, read once opened, is read again after the import.
    await user.click(screen.getByRole('button', { name: '변경 이력' }));
    const historyReads = () => reads().filter((call) => call.path === '/startups/7/history').length;
    await waitFor(() => expect(historyReads()).toBe(1));
    await user.click(screen.getByRole('button', { name: '닫기' }));

    await user.upload(screen.getByLabelText('재무 정보 엑셀 파일 선택'), xlsx());
    expect(await screen.findByRole('progressbar', { name: '업로드 진행률' })).toBeInTheDocument();
    expect(screen.getByText(/재무제표\.xlsx 업로드 중/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '엑셀로 가져오기' })).toBeDisabled();
    release();

    expect(await screen.findByText('가져왔습니다.')).toBeInTheDocument();
    await waitFor(() => expect(input('매출액')).toHaveValue('2,000,000,000'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'POST', path: '/startups/7/figures/import', search: '', body: { parts: 1 } },
    ]);
    // Opened again, the history is read anew: the import added an entry.
    await user.click(screen.getByRole('button', { name: '변경 이력' }));
    await waitFor(() => expect(historyReads()).toBe(2));
    // The stored years are listed again.
    await waitFor(() => expect(reads().filter((call) => call.path === LIST)).toHaveLength(2));
  });

  it('downloads the sheet as a plain file, never reading it', SLOW, async () => {
    const { reads } = renderFigures();
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await ready('2024년');
    await userEvent.setup().click(screen.getByRole('button', { name: '엑셀 양식 받기' }));
    await waitFor(() => expect(saved).toEqual(['재무제표.xlsx']));
    expect(reads().filter((call) => call.path === SHEET)).toHaveLength(1);
    click.mockRestore();
  });

  it('lists every refused row and changes nothing', SLOW, async () => {
    const rows = [
      { field: 'rows.3.income.sales', message: "3행 매출액: '약 3억'은(는) 숫자가 아닙니다." },
      { field: 'rows.5.year', message: '5행 연도: 2024년이 두 번 있습니다.' },
    ];
    renderFigures({
      refuse: {
        status: 422,
        code: 'import_invalid_rows',
        message: '잘못된 행이 있어 아무것도 가져오지 않았습니다.',
        errors: rows,
      },
    });
    const user = userEvent.setup();
    await ready('2024년');
    await user.upload(screen.getByLabelText('재무 정보 엑셀 파일 선택'), xlsx());

    expect(
      await screen.findByText('잘못된 행이 있어 아무것도 가져오지 않았습니다.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '가져오지 못한 행' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(rows.map((row) => row.message));
    expect(screen.queryByText('가져왔습니다.')).not.toBeInTheDocument();
    expect(input('매출액')).toHaveValue('1,230,000,000');
  });

  it("shows the server's reason for a file that is no sheet", SLOW, async () => {
    const message = '엑셀(xlsx) 파일만 올릴 수 있습니다.';
    renderFigures({ refuse: { status: 415, code: 'import_not_xlsx', message } });
    const user = userEvent.setup();
    await ready('2024년');
    await user.upload(screen.getByLabelText('재무 정보 엑셀 파일 선택'), xlsx('가짜.xlsx'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '가져오지 못한 행' })).not.toBeInTheDocument();
  });

  it('refuses a sheet over 2 MB before sending it', SLOW, async () => {
    const { changes } = renderFigures();
    const user = userEvent.setup();
    await ready('2024년');
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], '큰 파일.xlsx', {
      type: XLSX_TYPE,
    });
    await user.upload(screen.getByLabelText('재무 정보 엑셀 파일 선택'), large);
    expect(await screen.findByText('엑셀 파일은 2 MB까지 올릴 수 있습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });
});
