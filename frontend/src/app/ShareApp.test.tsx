import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveShare, SHARE_TITLE, TOKEN } from '@/features/share/test/shareServer';
import { pageLoader, TOKEN_KEY } from '@/shared/session';
import { server } from '@/test/server';
import { ShareApp } from './ShareApp';

const LIST = `/invest-portfolio/share/${TOKEN}`;

function renderShareApp(path: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = render(
    <ShareApp
      createRouter={(routes) => {
        router = createMemoryRouter(routes, { initialEntries: [path] });
        return router;
      }}
    />,
  );
  return { ...view, router: router! };
}

describe('ShareApp', () => {
  const sent: (string | null)[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push(request.headers.get('authorization'));
  };
  afterEach(() => {
    server.events.removeListener('request:start', record);
    sent.length = 0;
  });

  it('shows a shared list and opens its pages, sending no login of the tab', async () => {
    // A GP logged in in this tab opens the link.
    window.sessionStorage.setItem(TOKEN_KEY, 'gp-token');
    server.events.on('request:start', record);
    serveShare();
    const user = userEvent.setup();
    const { router } = renderShareApp(LIST);

    expect(await screen.findByRole('heading', { name: SHARE_TITLE })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: '스타트업 2 소개' }));
    expect(await screen.findByRole('heading', { name: '스타트업 2 소개' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${LIST}/102`);

    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === null)).toBe(true);
  });

  it('leaves for the whole app, loaded afresh, at any other address', async () => {
    const reload = vi.spyOn(pageLoader, 'reload').mockImplementation(() => {});
    serveShare();
    const user = userEvent.setup();
    const { router } = renderShareApp(LIST);
    await screen.findByRole('heading', { name: SHARE_TITLE });
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: '이용약관' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/terms-policy');
  });
});
