import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, HttpResponse, server } from '@/test/server';
import { itemOf, portfolioOf } from '../test/fixtures';
import { servePortfolios } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

type User = ReturnType<typeof userEvent.setup>;

const PORTFOLIO = portfolioOf(
  7,
  [itemOf(11, 41, '루미나랩스'), itemOf(12, 42, '그린셀'), itemOf(13, 43, '바이오젠')],
  { title: '2026 하반기 포트폴리오' },
);
const STARTUPS = [
  { id: 51, name: '에이아이웍스' },
  { id: 52, name: '에이블파트너스' },
];

/** The target startups' names in page order. */
const order = () =>
  within(screen.getByRole('table', { name: '대상 기업' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    );

async function pick(user: User, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: '기업 추가' }), typed);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('PortfolioTargetsPage', () => {
  it('reorders, leaves out and adds startups; 저장 sets them in that order and opens the portfolio', async () => {
    const { changes } = servePortfolios({ portfolios: [PORTFOLIO], startups: STARTUPS });
    const { router } = renderPortfolio('/invest-portfolio/edit/7');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '대상 기업' });
    expect(order()).toEqual([
      ['1', '루미나랩스'],
      ['2', '그린셀'],
      ['3', '바이오젠'],
    ]);
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: '루미나랩스 위로 이동' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '바이오젠 아래로 이동' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '바이오젠 위로 이동' }));
    await user.click(screen.getByRole('button', { name: '루미나랩스 아래로 이동' }));
    expect(order()).toEqual([
      ['1', '바이오젠'],
      ['2', '루미나랩스'],
      ['3', '그린셀'],
    ]);
    await user.click(screen.getByRole('button', { name: '그린셀 제외' }));
    await pick(user, '에이블', '에이블파트너스');
    expect(screen.getByRole('combobox', { name: '기업 추가' })).toHaveValue('');
    expect(order()).toEqual([
      ['1', '바이오젠'],
      ['2', '루미나랩스'],
      ['3', '에이블파트너스'],
    ]);
    expect(screen.getByText('총 3곳')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invest-portfolio/detail/7'));
    expect(changes()).toEqual([
      { method: 'PUT', path: '/portfolios/7/targets', body: { startup_ids: [43, 41, 52] } },
    ]);
    // The detail shows the pages in the new order at once.
    const pages = within(await screen.findByRole('table', { name: '포트폴리오 페이지' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(pages).toEqual(['바이오젠', '루미나랩스', '에이블파트너스']);
  });

  it('does not offer a startup already picked', async () => {
    servePortfolios({ portfolios: [PORTFOLIO], startups: STARTUPS });
    renderPortfolio('/invest-portfolio/edit/7');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '대상 기업' });
    await pick(user, '에이', '에이아이웍스');
    await user.type(screen.getByRole('combobox', { name: '기업 추가' }), '에이');
    expect(
      await screen.findByRole('option', { name: '에이블파트너스', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: '에이아이웍스', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('makes a new portfolio (0) with its title once, then sets its startups and opens it', async () => {
    const { changes } = servePortfolios({ startups: STARTUPS });
    const { router } = renderPortfolio('/invest-portfolio/edit/0');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '새 포트폴리오' })).toBeInTheDocument();
    expect(screen.getByText('대상 기업이 없습니다. 기업을 추가해 주세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '포트폴리오 제목' }), '2027 관심 기업');
    await pick(user, '에이아이', '에이아이웍스');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/detail/101'),
    );
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/portfolios',
        body: { title: '2027 관심 기업' },
        key: expect.stringMatching(/.+/),
      },
      { method: 'PUT', path: '/portfolios/101/targets', body: { startup_ids: [51] } },
    ]);
    expect(await screen.findByRole('heading', { name: '2027 관심 기업' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '포트폴리오 페이지' })).toHaveTextContent(
      '에이아이웍스',
    );
  });

  it('shows a refusal of the startups and, retried, does not make the new portfolio twice', async () => {
    const { changes } = servePortfolios({ startups: STARTUPS });
    // The suggestions still offer a startup the server no longer knows (closed meanwhile).
    server.use(
      http.get(api('/startups/suggestions'), () =>
        HttpResponse.json([STARTUPS[0], { id: 99, name: '사라진기업' }]),
      ),
    );
    const { router } = renderPortfolio('/invest-portfolio/edit/0');
    const user = userEvent.setup();
    await pick(user, '에이아이', '에이아이웍스');
    await pick(user, '사라진', '사라진기업');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('기업을 찾을 수 없습니다.');
    expect(router.state.location.pathname).toBe('/invest-portfolio/edit/0');

    await user.click(screen.getByRole('button', { name: '사라진기업 제외' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/detail/101'),
    );
    expect(changes().map((change) => [change.method, change.path, change.body])).toEqual([
      // No title typed: the server names it.
      ['POST', '/portfolios', { title: null }],
      ['PUT', '/portfolios/101/targets', { startup_ids: [51, 99] }],
      ['PUT', '/portfolios/101/targets', { startup_ids: [51] }],
    ]);
  });

  it('asks before 취소 drops changes', async () => {
    servePortfolios({ portfolios: [PORTFOLIO] });
    const { router } = renderPortfolio('/invest-portfolio/edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '그린셀 제외' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog', { name: '나가기' });
    expect(within(dialog).getByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invest-portfolio/detail/7'));
  });
});
