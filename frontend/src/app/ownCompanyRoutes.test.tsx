// 기업 기본 정보 in the route table: one address, built for a startup's members (their own
// company) and for an investment firm's members (the firm's details); still 준비 중 (page and
// sidebar entry) for anyone else, as it was before it was built.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startupProfile } from '@/features/startup/test/fixtures';
import { TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { sidebarFor } from './layouts/sidebar';
import { isComingSoon, routeObjects, routes, sidebar } from './router';

const startupMember = {
  ...demoCeo,
  user_type: 'startup',
  member_type: 'member',
  company_id: 7,
  company_name: '데모기업7',
  company_kind: 'startup',
} as const;

const factChecker = { ...startupMember, user_type: 'fact_checker' } as const;

const firm = {
  id: 1,
  kind: 'investor',
  name: '데모투자파트너스',
  business_number: '1234567890',
  ceo_name: '김데모',
  investor_type: 'C',
  address: '',
  phone: '',
  homepage: '',
  contact_email: '',
  founded_on: null,
  introduction: '',
  member_count: 1,
  updated_at: '2026-11-20T01:00:00Z',
};

function loggedInAs(me: typeof demoCeo) {
  window.sessionStorage.setItem(TOKEN_KEY, 'stored-token');
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('refreshed-token'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    // The navbar's message badge.
    http.get(api('/messages/unread'), () => HttpResponse.json({ unread_count: 0 })),
    http.get(api('/startups/:startupId'), () => HttpResponse.json(startupProfile())),
    http.get(api('/company'), () => HttpResponse.json(firm)),
    http.get(api('/company/teams'), () => HttpResponse.json({ items: [] })),
  );
}

const entry = (me: typeof demoCeo | undefined) =>
  sidebarFor(sidebar, me)
    .flatMap((group) => group.items)
    .find((item) => item.label === '기업 기본 정보');

const sidebarLink = async () => {
  const nav = await screen.findByRole('navigation', { name: '사이드바' });
  return within(nav).getByRole('link', { name: /기업 기본 정보/ });
};

describe('a startup’s sidebar', () => {
  it('lists no investor firm’s screens such as 원천 데이터 다운로드 (the server refuses them)', () => {
    const labels = (me: typeof demoCeo) =>
      sidebarFor(sidebar, me)
        .flatMap((group) => group.items)
        .map((item) => item.label);
    expect(labels(startupMember)).not.toContain('원천 데이터 다운로드');
    expect(labels(factChecker)).not.toContain('원천 데이터 다운로드');
    expect(labels(demoCeo)).toContain('원천 데이터 다운로드');
  });
});

describe('기업 기본 정보 routes', () => {
  it('is one route per address, built for startup and firm members, 준비 중 for anyone else', () => {
    for (const path of ['/basic-info-mange', '/basic-info-edit']) {
      expect(routes.filter((route) => route.path === path)).toHaveLength(1);
      expect(isComingSoon(path)).toBe(false);
    }
    expect(entry(startupMember)).toMatchObject({ to: '/basic-info-mange', comingSoon: false });
    expect(entry(demoCeo)).toMatchObject({ to: '/basic-info-mange', comingSoon: false });
    expect(entry({ ...demoCeo, role: 'staff' })?.comingSoon).toBe(false);
    expect(entry(undefined)).toMatchObject({ to: '/basic-info-mange', comingSoon: true });
    expect(entry(factChecker)?.comingSoon).toBe(true);
    expect(entry({ ...demoCeo, user_type: 'fact_checker' })?.comingSoon).toBe(true);
    // Still listed once, under 기타.
    const other = sidebar.find((group) => group.label === '기타')!;
    expect(other.items.filter((item) => item.label === '기업 기본 정보')).toHaveLength(1);
  });

  it("opens a startup member's own company from the sidebar", async () => {
    loggedInAs(startupMember);
    renderRoutes(routeObjects, '/basic-info-mange');
    expect(await screen.findByRole('table', { name: '검증 현황' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '회사 정보' })).toBeNull();
    const link = await sidebarLink();
    expect(link).toHaveAttribute('href', '/basic-info-mange');
    expect(within(link).queryByText('준비 중')).not.toBeInTheDocument();
  });

  it("opens an investment firm's details for its CEO, not the 준비 중 page", async () => {
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/basic-info-mange');
    const card = await screen.findByRole('region', { name: '회사 정보' });
    expect(within(card).getByText('123-45-67890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/basic-info-edit');
    expect(screen.queryByRole('table', { name: '검증 현황' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByText('준비 중')).toBeNull();
    expect(within(await sidebarLink()).queryByText('준비 중')).not.toBeInTheDocument();
  });

  it("opens the firm's edit form for its CEO", async () => {
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/basic-info-edit');
    expect(await screen.findByRole('heading', { name: '기업 기본 정보 수정' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('데모투자파트너스')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('준비 중')).toBeNull();
  });

  it('shows a fact-checker the 준비 중 page, as before', async () => {
    loggedInAs(factChecker);
    renderRoutes(routeObjects, '/basic-info-edit');
    expect(await screen.findByRole('heading', { name: '기업 기본 정보 수정' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('준비 중')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(within(await sidebarLink()).getByText('준비 중')).toBeInTheDocument();
  });
});
