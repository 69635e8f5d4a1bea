import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, http, problem, server } from '@/test/server';
import type { ShareLinkDto, ShareVisitDto } from '../api';
import { itemOf, linkOf, NOW, portfolioOf, visitOf } from '../test/fixtures';
import { PASSWORD_REFUSED, servePortfolios } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

const PORTFOLIO = portfolioOf(
  7,
  [itemOf(11, 41, '루미나랩스', { title: '루미나랩스 — 비전 AI' }), itemOf(12, 42, '그린셀')],
  { title: '2026 하반기 포트폴리오' },
);

function setup(links: ShareLinkDto[] = [], visits: Record<number, ShareVisitDto[]> = {}) {
  const served = servePortfolios({ portfolios: [PORTFOLIO], links: { 7: links }, visits });
  const rendered = renderPortfolio('/invest-portfolio/detail/7');
  return { ...served, ...rendered };
}

const linkRows = async () =>
  within(await screen.findByRole('table', { name: '공유 링크 목록' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openPicker() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '공유' }));
  const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
  return { user, picker };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('making a share link with options', () => {
  it('sends the password and PDF 저장 turned off, and lists the link with both', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { changes } = setup();
    const { user, picker } = await openPicker();
    const download = within(picker).getByRole('switch', { name: 'PDF 저장 허용' });
    // On unless turned off.
    expect(download).toBeChecked();
    await user.type(within(picker).getByLabelText('비밀번호', { selector: 'input' }), 'lumina 26');
    await user.click(download);
    expect(download).not.toBeChecked();
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));

    // The same flow: copied, and the SHARE modal.
    const shared = await screen.findByRole('dialog', { name: '공유' });
    expect(within(shared).getByText('링크가 복사되었습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/portfolios/7/share-links',
        body: {
          expires_at: '2026-12-02T12:00:00+09:00',
          password: 'lumina 26',
          require_email: false,
          allow_download: false,
        },
      },
    ]);

    await waitFor(async () => expect(await linkRows()).toHaveLength(1));
    const [row] = await linkRows();
    expect(cells(row!).slice(0, 4)).toEqual([
      '사용 중',
      '2026.12.02 12:00',
      '비밀번호PDF 저장 불가',
      '열람 0회 · 총 0초',
    ]);
  });

  it('asks for the reader’s e-mail when turned on, and lists the link with it', async () => {
    const { changes } = setup();
    const { user, picker } = await openPicker();
    const email = within(picker).getByRole('switch', { name: '열람자 이메일 인증' });
    // Off unless turned on, and says what it does to the reader and the PDFs.
    expect(email).not.toBeChecked();
    expect(
      within(picker).getByText(
        '열람하려면 이메일로 받은 인증번호를 입력해야 합니다. 열람한 PDF에 열람자의 이메일이 표시됩니다.',
      ),
    ).toBeInTheDocument();
    await user.click(email);
    expect(email).toBeChecked();
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));

    await screen.findByRole('dialog', { name: '공유' });
    expect(changes()[0]!.body).toEqual(
      expect.objectContaining({ require_email: true, allow_download: true }),
    );
    expect(changes()[0]!.body).not.toHaveProperty('password');
    await waitFor(async () => expect(await linkRows()).toHaveLength(1));
    const [row] = await linkRows();
    expect(cells(row!)[2]).toBe('이메일 인증');
  });

  it('refuses a password under 4 or over 64 characters on the field, before anything is sent', async () => {
    const { changes } = setup();
    const { user, picker } = await openPicker();
    const field = within(picker).getByLabelText('비밀번호', { selector: 'input' });
    await user.type(field, 'abc');
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(await within(picker).findByText(PASSWORD_REFUSED)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_REFUSED));
    expect(changes()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: '공유' })).not.toBeInTheDocument();

    // Over 64 characters too; a blank field is no password at all.
    fireEvent.change(field, { target: { value: 'a'.repeat(65) } });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(await within(picker).findByText(PASSWORD_REFUSED)).toBeInTheDocument();
    expect(changes()).toEqual([]);

    fireEvent.change(field, { target: { value: '   ' } });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    await screen.findByRole('dialog', { name: '공유' });
    expect(changes()).toHaveLength(1);
    expect(changes()[0]!.body).not.toHaveProperty('password');
  });

  it('shows the server’s refusal of the password under its field', async () => {
    setup();
    // The server refuses what the form took (a rule the form does not know).
    const sent: unknown[] = [];
    server.use(
      http.post(api('/portfolios/:id/share-links'), async ({ request }) => {
        sent.push(await request.json());
        return problem(422, 'validation_failed', '입력값을 확인해 주세요.', [
          { field: 'password', message: '이 비밀번호는 쓸 수 없습니다.' },
        ]);
      }),
    );
    const { user, picker } = await openPicker();
    const field = within(picker).getByLabelText('비밀번호', { selector: 'input' });
    await user.type(field, '1234');
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(await within(picker).findByText('이 비밀번호는 쓸 수 없습니다.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('이 비밀번호는 쓸 수 없습니다.'),
    );
    // On the field, not as the form's alert; the modal stays open.
    expect(within(picker).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ password: '1234', allow_download: true })]);
    expect(screen.queryByRole('dialog', { name: '공유' })).not.toBeInTheDocument();
  });
});

describe('the share links list', () => {
  const links = [
    linkOf(3, { has_password: true, require_email: true, visit_count: 2, seconds_read: 250 }),
    linkOf(2, { allow_download: false, visit_count: 1, seconds_read: 3 * 3600 + 125 }),
    linkOf(1, { state: 'expired', expires_at: '2026-11-01T00:00:00Z' }),
  ];
  const visits = {
    3: [
      visitOf(
        32,
        [
          { item_no: null, title: null, seconds: 90 },
          { item_no: 11, title: '루미나랩스 — 비전 AI', seconds: 120 },
          { item_no: 99, title: null, seconds: 20 },
        ],
        {
          started_at: '2026-11-24T01:05:00Z',
          last_seen_at: '2026-11-24T01:12:30Z',
          email: 'minjun.kim@example.com',
        },
      ),
      visitOf(31, [{ item_no: null, title: null, seconds: 20 }], {
        started_at: '2026-11-20T23:59:00Z',
        last_seen_at: '2026-11-21T00:01:00Z',
      }),
    ],
  };

  it('marks a link with a password, the e-mail asked or without PDF 저장, with how often and how long it was read', async () => {
    setup(links, visits);
    const rows = await linkRows();
    expect(rows.map((row) => cells(row).slice(2, 4))).toEqual([
      ['비밀번호이메일 인증', '열람 2회 · 총 4분 10초'],
      ['PDF 저장 불가', '열람 1회 · 총 3시간 2분'],
      ['-', '열람 0회 · 총 0초'],
    ]);
    // The lock and the envelope show on the password and e-mail badges only.
    expect(within(rows[0]!).getByText('비밀번호').closest('.mantine-Badge-root')).not.toBeNull();
    expect(within(rows[0]!).getByText('이메일 인증').closest('.mantine-Badge-root')).not.toBeNull();
    expect(rows[0]!.querySelectorAll('.mantine-Badge-section svg')).toHaveLength(2);
    expect(rows[1]!.querySelector('.mantine-Badge-section svg')).toBeNull();
  });

  it('shows a link’s visits, newest first, with who read, what and for how long', async () => {
    setup(links, visits);
    const user = userEvent.setup();
    const rows = await linkRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '열람 기록' }));
    const modal = await screen.findByRole('dialog', { name: '열람 기록' });
    const table = await within(modal).findByRole('table', { name: '열람 기록 목록' });
    const [head, ...visitRows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['열람자', '시작', '마지막 활동', '읽은 시간', '읽은 페이지']);
    // The reader's checked address, or 익명 for a visit that proved none.
    expect(visitRows.map((row) => cells(row).slice(0, 4))).toEqual([
      ['minjun.kim@example.com', '2026.11.24 10:05', '2026.11.24 10:12', '3분 50초'],
      ['익명', '2026.11.21 08:59', '2026.11.21 09:01', '20초'],
    ]);
    const pages = (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(pages(visitRows[0]!)).toEqual([
      '목록1분 30초',
      '루미나랩스 — 비전 AI2분 0초',
      '(내려간 항목)20초',
    ]);
    expect(pages(visitRows[1]!)).toEqual(['목록20초']);
  });

  it('adds up the visits page by page: the list, the pages in order, a put-away page last', async () => {
    setup(links, visits);
    const user = userEvent.setup();
    const rows = await linkRows();
    await user.click(within(rows[0]!).getByRole('button', { name: '열람 기록' }));
    const modal = await screen.findByRole('dialog', { name: '열람 기록' });
    await user.click(await within(modal).findByRole('tab', { name: '페이지별' }));
    const table = await within(modal).findByRole('table', { name: '페이지별 열람 목록' });
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['목록', '2회', '1분 50초', 'minjun.kim@example.com'],
      ['루미나랩스 — 비전 AI', '1회', '2분 0초', 'minjun.kim@example.com'],
      ['(내려간 항목)', '1회', '20초', 'minjun.kim@example.com'],
    ]);
  });

  it('says so when nobody has opened a link yet', async () => {
    setup(links, visits);
    const user = userEvent.setup();
    const rows = await linkRows();
    await user.click(within(rows[2]!).getByRole('button', { name: '열람 기록' }));
    const modal = await screen.findByRole('dialog', { name: '열람 기록' });
    expect(await within(modal).findByText('아직 열람 기록이 없습니다.')).toBeInTheDocument();
    expect(within(modal).queryByRole('table')).not.toBeInTheDocument();
  });
});
