import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSupport } from '@/features/support/test/supportServer';
import { demoCeo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { sidebarFor } from './layouts/sidebar';
import { isComingSoon, routeObjects, routes, sidebar } from './router';

const operator = { ...demoCeo, operator: true };
const entries = (me: typeof demoCeo) =>
  sidebarFor(sidebar, me)
    .flatMap((group) => group.items)
    .map((item) => item.label);

describe('support routes', () => {
  // The navbar's message badge, asked by the logged-in layout.
  beforeEach(() => {
    server.use(http.get(api('/messages/unread'), () => HttpResponse.json({ unread_count: 0 })));
  });

  it('builds the inquiry screens, 1:1 문의 listed under 기타 and the rest reached from it', () => {
    for (const path of ['/inquiry', '/inquiry-history', '/inquiry-detail', '/operator/support']) {
      expect(isComingSoon(path)).toBe(false);
      expect(routes.filter((route) => route.path === path)).toHaveLength(1);
    }
    const other = sidebar.find((group) => group.label === '기타')!.items;
    expect(other).toContainEqual({ to: '/inquiry', label: '1:1 문의', comingSoon: false });
    expect(other.map((item) => item.to)).not.toContain('/inquiry-history');
    expect(routes.find((route) => route.path === '/inquiry-detail')?.title).toBe('문의 상세');
    expect(routes.find((route) => route.path === '/inquiry')?.requiresLogin).toBe(true);
  });

  it('lists 운영 관리 for operator staff only', () => {
    expect(entries(operator)).toContain('운영 관리');
    expect(entries(demoCeo)).not.toContain('운영 관리');
    expect(entries(demoCeo)).toContain('1:1 문의');
  });

  it('shows notices to a visitor in the landing layout', async () => {
    serveSupport({ loggedIn: false });
    renderRoutes(routeObjects, '/notice');
    expect(await screen.findByRole('table', { name: '공지사항 목록' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '사이드바' })).toBeNull();
  });

  it('shows notices to a user in the sidebar layout', async () => {
    serveSupport();
    renderRoutes(routeObjects, '/notice');
    expect(await screen.findByRole('table', { name: '공지사항 목록' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: '사이드바' });
    expect(within(nav).getByRole('link', { name: '1:1 문의' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '운영 관리' })).toBeNull();
  });

  it('tells a user who is not operator staff that 운영 관리 is not theirs', async () => {
    const calls = serveSupport();
    renderRoutes(routeObjects, '/operator/support');
    expect(await screen.findByText('운영팀 계정만 볼 수 있습니다.')).toBeInTheDocument();
    expect(calls.operatorLists).toEqual([]);
  });

  it('opens 운영 관리 to operator staff, listed in their sidebar', async () => {
    const calls = serveSupport({ me: operator });
    renderRoutes(routeObjects, '/operator/support');
    expect(await screen.findByRole('tab', { name: '문의 답변' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: '사이드바' });
    expect(within(nav).getByRole('link', { name: '운영 관리' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '문의 목록' })).toBeInTheDocument();
    expect(calls.operatorLists).toEqual(['waiting']);
  });
});
