import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, problem, http, server } from '@/test/server';
import { serveProfileExtras } from '../test/profileServer';
import { BookmarkToggle } from './BookmarkToggle';

function setup(extras: Parameters<typeof serveProfileExtras>[0] = {}) {
  const served = serveProfileExtras(extras);
  renderRoutes(
    [{ path: '/company-info', element: <BookmarkToggle startupId={7} /> }],
    '/company-info',
  );
  return served;
}

describe('BookmarkToggle', () => {
  it('adds the company to the interest list with PUT, then takes it off with DELETE', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const star = await screen.findByRole('button', { name: '관심 기업 추가' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(await screen.findByText('관심 기업에 추가했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '관심 기업 해제' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(changes()).toEqual([{ method: 'PUT', path: '/startups/7/bookmark' }]);

    await user.click(screen.getByRole('button', { name: '관심 기업 해제' }));
    expect(await screen.findByText('관심 기업에서 해제했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '관심 기업 추가' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(changes()).toEqual([
      { method: 'PUT', path: '/startups/7/bookmark' },
      { method: 'DELETE', path: '/startups/7/bookmark' },
    ]);
  });

  it('starts pressed for a bookmarked company', async () => {
    setup({ bookmarked: true });
    expect(await screen.findByRole('button', { name: '관심 기업 해제' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('turns back when the server refuses the change, and says why', async () => {
    setup();
    server.use(
      http.put(api('/startups/:startupId/bookmark'), () =>
        problem(500, 'internal', '잠시 후 다시 시도해 주세요.'),
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '관심 기업 추가' }));
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '관심 기업 추가' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(screen.queryByText('관심 기업에 추가했습니다.')).not.toBeInTheDocument();
  });

  it('is absent for a startup’s user, who is asked nothing about it', async () => {
    const { reads, settled } = setup({ kind: 'startup' });
    await settled();
    expect(screen.queryByRole('button', { name: /관심 기업/ })).not.toBeInTheDocument();
    expect(reads()).toEqual([]);
  });
});
