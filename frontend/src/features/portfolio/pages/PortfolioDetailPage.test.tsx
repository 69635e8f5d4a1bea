import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkDto } from '../api';
import { itemOf, linkOf, NOW, portfolioOf } from '../test/fixtures';
import {
  EXPIRY_REFUSED,
  INVESTOR_ONLY,
  servePortfolios,
  SHARE_TOKEN,
} from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

const PORTFOLIO = portfolioOf(
  7,
  [
    itemOf(11, 41, '루미나랩스', { title: '루미나랩스 — 비전 AI', updated_by: '이심사' }),
    itemOf(12, 42, '그린셀', { updated_at: '2026-11-21T15:30:00Z', updated_by: '김데모' }),
  ],
  { title: '2026 하반기 포트폴리오' },
);

function setup(links: ShareLinkDto[] = []) {
  const served = servePortfolios({ portfolios: [PORTFOLIO], links: { 7: links } });
  const rendered = renderPortfolio('/invest-portfolio/detail/7');
  return { ...served, ...rendered };
}

const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name })).getAllByRole('row');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('PortfolioDetailPage', () => {
  it('lists the pages in order; a row opens its editor', async () => {
    const { router } = setup();
    expect(
      await screen.findByRole('heading', { name: '2026 하반기 포트폴리오' }),
    ).toBeInTheDocument();
    const rows = await rowsOf('포트폴리오 페이지');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['NO', '제목', '기업', '수정자', '수정일']);
    expect(cells(rows[1]!)).toEqual([
      '1',
      '루미나랩스 — 비전 AI',
      '루미나랩스',
      '이심사',
      '2026.11.20',
    ]);
    expect(cells(rows[2]!)).toEqual(['2', '그린셀 소개', '그린셀', '김데모', '2026.11.22']);
    expect(screen.getByRole('link', { name: '대상 기업 편집' })).toHaveAttribute(
      'href',
      '/invest-portfolio/edit/7',
    );

    await userEvent.setup().click(within(rows[2]!).getByText('그린셀 소개'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/create/12/7'),
    );
  });

  it('renames in place: Enter saves, Escape leaves the title as it was', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '이름 변경' }));
    const field = screen.getByRole('textbox', { name: '포트폴리오 제목' });
    await user.clear(field);
    await user.type(field, '안 바꿀 제목{Escape}');
    expect(screen.queryByRole('textbox', { name: '포트폴리오 제목' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026 하반기 포트폴리오' })).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '이름 변경' }));
    const again = screen.getByRole('textbox', { name: '포트폴리오 제목' });
    await user.clear(again);
    await user.type(again, '2027 상반기{Enter}');
    expect(await screen.findByRole('heading', { name: '2027 상반기' })).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'PATCH', path: '/portfolios/7', body: { title: '2027 상반기' } },
    ]);
  });

  it('keeps the field open with the server’s refusal of a title', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '이름 변경' }));
    const field = screen.getByRole('textbox', { name: '포트폴리오 제목' });
    await user.clear(field);
    fireEvent.change(field, { target: { value: '가'.repeat(101) } });
    await user.type(field, '{Enter}');
    expect(await screen.findByText('제목은 100자 이내로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '포트폴리오 제목' })).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
  });

  it('shares: makes a link expiring when picked, copies it and shows it with its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { changes } = setup([
      linkOf(1, { state: 'expired', expires_at: '2026-11-01T00:00:00Z' }),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    // A week from now (2026-11-25 12:00 in Korea) by default.
    const date = within(picker).getByLabelText('만료 날짜');
    const time = within(picker).getByLabelText('만료 시간');
    expect(date).toHaveValue('2026-12-02');
    expect(time).toHaveValue('12:00');
    fireEvent.change(time, { target: { value: '15:30' } });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));

    const shared = await screen.findByRole('dialog', { name: '공유' });
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/portfolios/7/share-links',
        // No password typed, no e-mail asked unless turned on; PDF 저장 allowed unless turned off.
        body: {
          expires_at: '2026-12-02T15:30:00+09:00',
          require_email: false,
          allow_download: true,
        },
      },
    ]);
    const link = `${window.location.origin}/invest-portfolio/share/${SHARE_TOKEN}`;
    expect(within(shared).getByText('링크가 복사되었습니다.')).toBeInTheDocument();
    expect(within(shared).getByRole('textbox', { name: '공유 링크 주소' })).toHaveValue(link);
    expect(within(shared).getByTestId('share-expiry')).toHaveTextContent('2026년 12월 02일 15:30');
    expect(shared).toHaveStyle({ height: '266px' });
    expect(await navigator.clipboard.readText()).toBe(link);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '공유 링크 만들기' })).not.toBeInTheDocument(),
    );

    // The list reads the new link first, active and stoppable.
    await waitFor(async () => expect(await rowsOf('공유 링크 목록')).toHaveLength(3));
    const rows = await rowsOf('공유 링크 목록');
    expect(cells(rows[1]!)).toEqual([
      '사용 중',
      '2026.12.02 15:30',
      '-',
      '열람 0회 · 총 0초',
      '김데모',
      '2026.11.25 12:00',
      '열람 기록공유 중지',
    ]);
    expect(cells(rows[2]!)[0]).toBe('만료');

    await user.click(within(shared).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    setup();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    const shared = await screen.findByRole('dialog', { name: '공유' });
    expect(
      within(shared).getByText('링크를 복사하지 못했습니다. 아래 링크를 복사해 주세요.'),
    ).toBeInTheDocument();
    expect(within(shared).queryByText('링크가 복사되었습니다.')).not.toBeInTheDocument();
    expect(within(shared).getByRole('textbox', { name: '공유 링크 주소' })).toHaveValue(
      `${window.location.origin}/invest-portfolio/share/${SHARE_TOKEN}`,
    );
  });

  it('keeps the expiry modal open with the server’s refusal of a past expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { changes } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '공유' }));
    const picker = await screen.findByRole('dialog', { name: '공유 링크 만들기' });
    fireEvent.change(within(picker).getByLabelText('만료 날짜'), {
      target: { value: '2026-11-24' },
    });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(EXPIRY_REFUSED);
    expect(changes()).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: '공유' })).not.toBeInTheDocument();

    // An emptied input is not sent.
    fireEvent.change(within(picker).getByLabelText('만료 시간'), { target: { value: '' } });
    await user.click(within(picker).getByRole('button', { name: '링크 만들기' }));
    expect(await within(picker).findByText('만료 일시를 입력해 주세요.')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
  });

  it('labels each link’s state and stops an active one after the confirmation', async () => {
    const { changes } = setup([
      linkOf(3, { state: 'active', expires_at: '2026-12-09T03:00:00Z' }),
      linkOf(2, { state: 'revoked', revoked_at: '2026-11-10T00:00:00Z' }),
      linkOf(1, { state: 'expired', expires_at: '2026-11-01T00:00:00Z', created_by: '이심사' }),
    ]);
    const user = userEvent.setup();
    const rows = await rowsOf('공유 링크 목록');
    expect(rows.slice(1).map((row) => cells(row)[0])).toEqual(['사용 중', '중지', '만료']);
    expect(cells(rows[3]!)[4]).toBe('이심사');
    // Only the active link can be stopped.
    expect(screen.getAllByRole('button', { name: '공유 중지' })).toHaveLength(1);

    await user.click(within(rows[1]!).getByRole('button', { name: '공유 중지' }));
    const confirm = await screen.findByRole('dialog', { name: '공유 중지' });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(within(rows[1]!).getByRole('button', { name: '공유 중지' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '공유 중지' })).getByRole('button', {
        name: '공유 중지',
      }),
    );
    expect(await screen.findByText('공유를 중지했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/portfolios/7/share-links/3' }]);
    await waitFor(async () =>
      expect((await rowsOf('공유 링크 목록')).slice(1).map((row) => cells(row)[0])).toEqual([
        '중지',
        '중지',
        '만료',
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '공유 중지' })).not.toBeInTheDocument(),
    );
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { changes, router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '포트폴리오 삭제' })).getByRole('button', {
        name: '삭제',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/invest-portfolio'));
    expect(changes()).toEqual([{ method: 'DELETE', path: '/portfolios/7' }]);
    expect(await screen.findByText('만든 포트폴리오가 없습니다.')).toBeInTheDocument();
  });

  it('says so for an unknown portfolio', async () => {
    servePortfolios();
    renderPortfolio('/invest-portfolio/detail/99');
    expect(await screen.findByText('포트폴리오를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '포트폴리오 목록으로 이동' })).toHaveAttribute(
      'href',
      '/invest-portfolio',
    );
  });

  it('gives a startup’s account the server’s reason', async () => {
    servePortfolios({ refused: true });
    renderPortfolio('/invest-portfolio/detail/7');
    expect(await screen.findByText(INVESTOR_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '공유' })).not.toBeInTheDocument();
  });
});
