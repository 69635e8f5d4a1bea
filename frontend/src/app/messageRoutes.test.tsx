// The messages area in the route table and the navbar: its three screens built (no longer
// 준비 중), 메시지 listed under 기타, and the header's message button with the unread count.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { isComingSoon, routeObjects, routes, sidebar } from './router';

function loggedInAs(me: typeof demoCeo, unread: number) {
  window.sessionStorage.setItem(TOKEN_KEY, 'stored-token');
  const asked = { unread: 0 };
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('refreshed-token'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/messages/unread'), () => {
      asked.unread += 1;
      return HttpResponse.json({ unread_count: unread });
    }),
    http.get(api('/messages'), () =>
      HttpResponse.json({ items: [], page: 1, page_size: 10, total_count: 0 }),
    ),
  );
  return asked;
}

/** The logged-in layout's header (the layout loads on demand). */
const header = () => screen.findByRole('banner');

describe('messages routes', () => {
  it('builds the three screens with the titles of the spec, 메시지 listed under 기타', () => {
    const titles = {
      '/message-list': '메시지',
      '/message-detail': '메시지 상세',
      '/message-send': '메시지 보내기',
    };
    for (const [path, title] of Object.entries(titles)) {
      const found = routes.filter((route) => route.path === path);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ title, layout: 'app', requiresLogin: true });
      expect(isComingSoon(path)).toBe(false);
    }
    const other = sidebar.find((group) => group.label === '기타')!.items;
    expect(other).toContainEqual({ to: '/message-list', label: '메시지', comingSoon: false });
    expect(other.map((item) => item.to)).not.toContain('/message-send');
  });

  it('shows the unread count on the navbar button, which opens the list', async () => {
    const asked = loggedInAs(demoCeo, 2);
    renderRoutes(routeObjects, '/message-list');
    const banner = await header();
    const button = await within(banner).findByRole('link', {
      name: '메시지, 읽지 않은 메시지 2개',
    });
    expect(button).toHaveAttribute('href', '/message-list');
    expect(within(banner).getByTestId('unread-count')).toHaveTextContent('2');
    expect(await screen.findByText('받은 메시지가 없습니다.')).toBeInTheDocument();
    expect(asked.unread).toBe(1);
  });

  it('shows no count when everything is read', async () => {
    const asked = loggedInAs(demoCeo, 0);
    renderRoutes(routeObjects, '/message-list');
    expect(await screen.findByText('받은 메시지가 없습니다.')).toBeInTheDocument();
    const banner = await header();
    const button = await within(banner).findByRole('link', { name: '메시지' });
    expect(button).toHaveAttribute('href', '/message-list');
    expect(within(banner).queryByTestId('unread-count')).toBeNull();
    expect(within(banner).queryByText('0')).toBeNull();
    expect(asked.unread).toBe(1);
  });

  it("asks nothing for an LP's own account, whose layout keeps to its own area", async () => {
    const asked = loggedInAs({ ...demoCeo, member_type: 'lp' }, 3);
    server.use(
      http.get(api('/me/lp/unions'), () => HttpResponse.json([])),
      http.get(api('/me/lp/applications'), () => HttpResponse.json([])),
    );
    renderRoutes(routeObjects, '/my-investments');
    await screen.findByRole('navigation', { name: '사이드바' });
    const banner = await header();
    await within(banner).findByText(`${demoCeo.name}님`);
    expect(within(banner).queryByRole('link', { name: /^메시지/ })).toBeNull();
    expect(asked.unread).toBe(0);
  });
});
