// 기업 기본 정보 in the route table: built for a startup's members, still 준비 중 (page and
// sidebar entry) for everyone else, as it was before it was built.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startupProfile } from '@/features/startup/test/fixtures';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { sidebarFor } from './layouts/sidebar';
import { isComingSoon, routeObjects, sidebar } from './router';

const startupMember = {
  ...demoCeo,
  user_type: 'startup',
  member_type: 'member',
  company_id: 7,
  company_name: '데모기업7',
  company_kind: 'startup',
} as const;

function loggedInAs(me: typeof demoCeo) {
  window.sessionStorage.setItem(TOKEN_KEY, 'stored-token');
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('refreshed-token'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    http.get(api('/startups/:startupId'), () => HttpResponse.json(startupProfile())),
  );
}

const entry = (me: typeof demoCeo | undefined) =>
  sidebarFor(sidebar, me)
    .flatMap((group) => group.items)
    .find((item) => item.label === '기업 기본 정보');

describe('기업 기본 정보 routes', () => {
  it('is built for startup members and 준비 중 in the sidebar for anyone else', () => {
    expect(isComingSoon('/basic-info-mange')).toBe(false);
    expect(entry(startupMember)).toMatchObject({ to: '/basic-info-mange', comingSoon: false });
    expect(entry(demoCeo)).toMatchObject({ to: '/basic-info-mange', comingSoon: true });
    expect(entry(undefined)?.comingSoon).toBe(true);
    const factChecker = { ...startupMember, user_type: 'fact_checker' } as const;
    expect(entry(factChecker)?.comingSoon).toBe(true);
  });

  it("opens a startup member's own company from the sidebar", async () => {
    loggedInAs(startupMember);
    renderRoutes(routeObjects, '/basic-info-mange');
    expect(await screen.findByRole('table', { name: '검증 현황' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '사이드바' });
    const link = within(nav).getByRole('link', { name: '기업 기본 정보' });
    expect(link).toHaveAttribute('href', '/basic-info-mange');
    expect(within(link).queryByText('준비 중')).not.toBeInTheDocument();
  });

  it('shows an investor the 준비 중 page, as before', async () => {
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/basic-info-edit');
    expect(await screen.findByRole('heading', { name: '기업 기본 정보 수정' })).toBeInTheDocument();
    expect(screen.getAllByText('준비 중').length).toBeGreaterThan(0);
    const nav = await screen.findByRole('navigation', { name: '사이드바' });
    const link = within(nav).getByRole('link', { name: /기업 기본 정보/ });
    expect(within(link).getByText('준비 중')).toBeInTheDocument();
  });
});
