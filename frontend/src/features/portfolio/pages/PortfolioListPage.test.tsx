import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, http, problem, server } from '@/test/server';
import { itemOf, portfolioOf } from '../test/fixtures';
import { INVESTOR_ONLY, servePortfolios } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

const cells = (row: HTMLElement, role: 'cell' | 'columnheader' = 'cell') =>
  within(row)
    .getAllByRole(role)
    .map((cell) => cell.textContent);

describe('PortfolioListPage', () => {
  it("lists the firm's portfolios with pages, author and date; a row opens the portfolio", async () => {
    servePortfolios({
      portfolios: [
        portfolioOf(7, [itemOf(11, 41, '루미나랩스'), itemOf(12, 42, '그린셀')], {
          title: '2026 하반기',
          author_name: '이심사',
          updated_at: '2026-11-20T16:10:00Z',
        }),
        portfolioOf(3, [], { title: '빈 포트폴리오' }),
      ],
    });
    const { router } = renderPortfolio('/invest-portfolio');
    const table = await screen.findByRole('table', { name: '포트폴리오 목록' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!, 'columnheader')).toEqual(['제목', '페이지 수', '작성자', '수정일']);
    // The update is shown in Korea time: 16:10 UTC is the next day there.
    expect(cells(rows[1]!)).toEqual(['2026 하반기', '2', '이심사', '2026.11.21']);
    expect(cells(rows[2]!)).toEqual(['빈 포트폴리오', '0', '김데모', '2026.11.20']);

    await userEvent.setup().click(within(rows[1]!).getByText('2026 하반기'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invest-portfolio/detail/7'));
  });

  it('makes a new portfolio with an idempotency key and opens it', async () => {
    const { changes } = servePortfolios();
    const { router } = renderPortfolio('/invest-portfolio');
    expect(await screen.findByText('만든 포트폴리오가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '새 포트폴리오' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/invest-portfolio/detail/101'),
    );
    expect(changes()).toEqual([
      { method: 'POST', path: '/portfolios', body: {}, key: expect.stringMatching(/.+/) },
    ]);
    // The detail of the new, empty portfolio, named by the server.
    expect(await screen.findByRole('button', { name: '이름 변경' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '포트폴리오' })).toBeInTheDocument();
    expect(
      screen.getByText('대상 기업이 없습니다. 대상 기업을 편집해 페이지를 만드세요.'),
    ).toBeInTheDocument();
  });

  it("tells a startup's account the server's reason and offers no new portfolio", async () => {
    servePortfolios({ refused: true });
    renderPortfolio('/invest-portfolio');
    expect(await screen.findByText(INVESTOR_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '새 포트폴리오' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with the server’s message and reads again on retry', async () => {
    servePortfolios({ portfolios: [portfolioOf(7, [], { title: '다시 읽은 포트폴리오' })] });
    server.use(
      http.get(
        api('/portfolios'),
        () => problem(503, 'service_busy', '잠시 후 다시 시도해 주세요.'),
        { once: true },
      ),
    );
    renderPortfolio('/invest-portfolio');
    expect(await screen.findByText('포트폴리오 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다시 읽은 포트폴리오')).toBeInTheDocument();
  });
});
