import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageLoader, TOKEN_KEY } from '@/shared/session';
import { demoCeo, token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { isComingSoon, routeObjects, routes, sidebar } from './router';

function loggedInAs(me: typeof demoCeo) {
  window.sessionStorage.setItem(TOKEN_KEY, 'stored-token');
  server.use(
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('refreshed-token'))),
    http.get(api('/me'), () => HttpResponse.json(me)),
    // The navbar's message badge.
    http.get(api('/messages/unread'), () => HttpResponse.json({ unread_count: 0 })),
    http.get(api('/dashboard'), () =>
      HttpResponse.json({
        company_name: me.company_name,
        company_kind: 'investor',
        active_member_count: 3,
        pending_member_count: 0,
      }),
    ),
    http.get(api('/startups/rankings'), () => HttpResponse.json({ risers: [], fallers: [] })),
    // The dashboard's 마감 임박 업무.
    http.get(api('/tasks'), () =>
      HttpResponse.json({
        items: [],
        page: 1,
        page_size: 5,
        total_count: 0,
        counts: { open: 0, mine: 0, overdue: 0, done: 0 },
      }),
    ),
  );
}

describe('route table', () => {
  it('holds every route once, with the spec parameters', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/login',
      '/join-form-investor',
      '/notice/Detail',
      '/lp-membership-management/detail/:lpMemberIdx',
      '/lp-group-management/:groupIdx/edit',
      '/lp-invest-union-management/detail/:fundIdx/apply/member/:memberIdx',
      '/invest-portfolio/create/:previewItemNo/:portfolioIdx',
      '/invest-portfolio/share/:token/:previewItemNo',
      '/search-result/:id',
      '/member-mange',
      '/seller-main',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      routes.filter((route) => route.layout === 'share').every((route) => !route.requiresLogin),
    ).toBe(true);
    expect(sidebar.find((group) => group.label === '기타')?.items).toContainEqual({
      to: '/my-info',
      label: '내 정보',
      comingSoon: false,
    });
    expect(sidebar.find((group) => group.label === '대시보드')?.items).toContainEqual(
      expect.objectContaining({
        to: '/raw-download',
        label: '원천 데이터 다운로드',
        comingSoon: false,
      }),
    );
    expect(sidebar.find((group) => group.label === '대시보드')?.items).toContainEqual(
      expect.objectContaining({ to: '/task', label: '업무 관리', comingSoon: false }),
    );
    expect(sidebar.find((group) => group.label === '기타')?.items).toContainEqual({
      to: '/group-mange',
      label: '그룹 관리',
      comingSoon: false,
    });
    expect(sidebar.map((group) => group.label)).toEqual([
      '대시보드',
      '내 출자',
      'LP 관리',
      '조합 관리',
      '투자 정보',
      '보고서',
      '포트폴리오',
      '기타',
    ]);
  });
});

describe('navigation guard', () => {
  it('sends a visitor who opens /dashboard to the login form', async () => {
    renderRoutes(routeObjects, '/dashboard');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(
      screen.getByText('로그인이 필요한 화면입니다. 로그인 후 이동합니다.'),
    ).toBeInTheDocument();
  });

  it('shows the dashboard to an active user and refreshes the stored token at start', async () => {
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/dashboard');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('데모투자파트너스');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('refreshed-token');
  });

  it('forces an unverified user to /join-intro with the notice', async () => {
    loggedInAs({ ...demoCeo, verified: false });
    const { router } = renderRoutes(routeObjects, '/dashboard');
    expect(await screen.findByText('정보를 입력한 후 이용할 수 있습니다.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join-intro');
  });

  it('sends a host member type to the sellers screen', async () => {
    loggedInAs({ ...demoCeo, member_type: 'host_premium' });
    const { router } = renderRoutes(routeObjects, '/dashboard');
    expect(await screen.findByText('셀러 전용 화면 안내')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller-main');
  });

  it("shows an LP's own account only its own area in the sidebar", async () => {
    loggedInAs({ ...demoCeo, member_type: 'lp' });
    server.use(
      http.get(api('/me/lp/unions'), () => HttpResponse.json([])),
      http.get(api('/me/lp/applications'), () => HttpResponse.json([])),
    );
    renderRoutes(routeObjects, '/my-investments');
    const nav = await screen.findByRole('navigation', { name: '사이드바' });
    expect(await within(nav).findByRole('link', { name: '내 출자 신청' })).toBeInTheDocument();
    expect(within(nav).queryByText('LP 관리')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '조합 목록' })).not.toBeInTheDocument();
  });

  it('sends a stored login from /login to the index', async () => {
    loggedInAs(demoCeo);
    const { router } = renderRoutes(routeObjects, '/login');
    expect(await screen.findByRole('link', { name: /대시보드로 이동/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out from the navbar: tells the server, clears both storages, reloads the landing page', async () => {
    loggedInAs(demoCeo);
    window.localStorage.setItem(TOKEN_KEY, 'stored-token');
    let loggedOut = false;
    server.use(
      http.post(api('/auth/logout'), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    renderRoutes(routeObjects, '/dashboard');
    await screen.findByTestId('company-name');
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(loggedOut).toBe(true);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  describe('a member the firm holds until two-factor login is set up', () => {
    const held = { ...demoCeo, two_factor_required: true };
    const notice = '회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.';

    function serveSetup() {
      let unreadAsked = false;
      server.use(
        http.post(api('/me/two-factor/enrolment'), () =>
          HttpResponse.json({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_uri: 'otpauth://totp/Johap:demo%40johap.kr?secret=JBSWY3DPEHPK3PXP',
          }),
        ),
        http.get(api('/me/two-factor'), () =>
          HttpResponse.json({
            enabled: false,
            enabled_at: null,
            recovery_codes_left: 0,
            required_by_firm: true,
          }),
        ),
        http.get(api('/messages/unread'), () => {
          unreadAsked = true;
          return HttpResponse.json({ unread_count: 0 });
        }),
      );
      return { unreadAsked: () => unreadAsked };
    }

    it('is sent from any logged-in page to the setup, with the notice', async () => {
      loggedInAs(held);
      const asked = serveSetup();
      const { router } = renderRoutes(routeObjects, '/lp-membership-management/list?page=2');
      expect(await screen.findByRole('heading', { name: '2단계 인증 설정' })).toBeInTheDocument();
      expect(screen.getByText(notice)).toBeInTheDocument();
      expect(
        await screen.findByRole('img', { name: '인증 앱 등록용 QR 코드' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/two-factor-setup');
      expect(router.state.location.state).toEqual({
        from: '/lp-membership-management/list?page=2',
        notice,
      });
      // The navbar asks nothing the server would refuse; logging out stays at hand.
      expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
      expect(asked.unreadAsked()).toBe(false);
    });

    it('goes on to the page wanted once two-factor login is on', async () => {
      loggedInAs(held);
      serveSetup();
      // /me answers the new state only after a while: the guard must not send the user back.
      let enabled = false;
      server.use(
        http.post(api('/me/two-factor/enrolment/confirm'), () => {
          enabled = true;
          return HttpResponse.json({
            recovery_codes: Array.from({ length: 10 }, (_, i) => `000${i}-aaaa`),
          });
        }),
        http.get(api('/me'), async () => {
          if (enabled) await new Promise((resolve) => setTimeout(resolve, 300));
          return HttpResponse.json({ ...held, two_factor_enabled: enabled });
        }),
      );
      const { router } = renderRoutes(routeObjects, '/dashboard');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '다음' }));
      await user.type(await screen.findByLabelText(/인증 코드/), '123456');
      await user.click(screen.getByRole('button', { name: '확인' }));
      await user.click(await screen.findByRole('button', { name: '완료' }));
      expect(await screen.findByTestId('company-name')).toHaveTextContent('데모투자파트너스');
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('still reaches 내 정보', async () => {
      loggedInAs(held);
      serveSetup();
      const { router } = renderRoutes(routeObjects, '/my-info');
      expect(await screen.findByRole('heading', { name: '내 정보' })).toBeInTheDocument();
      expect(await screen.findByText('회사 정책으로 2단계 인증이 필수입니다.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/my-info');
    });

    it('is let in once two-factor login is on', async () => {
      loggedInAs({ ...held, two_factor_enabled: true });
      const { router } = renderRoutes(routeObjects, '/dashboard');
      expect(await screen.findByTestId('company-name')).toHaveTextContent('데모투자파트너스');
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('shows the shared 준비 중 page for a screen not built for this user', async () => {
    // Every route of the spec has its page now; a startup's own screens stay 준비 중 for a GP.
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/startup-data-requests');
    expect(await screen.findByRole('heading', { name: '자료 요청' })).toBeInTheDocument();
    expect(screen.getAllByText('준비 중').length).toBeGreaterThan(0);
  });
});

describe('준비 중', () => {
  it('is exactly the routes without a page, in the sidebar and for any path', () => {
    expect(isComingSoon('/lp-membership-management/list')).toBe(false);
    expect(isComingSoon('/lp-membership-management/detail/3')).toBe(false);
    expect(isComingSoon('/report/status')).toBe(false);
    expect(isComingSoon('/old-report/status')).toBe(false);
    expect(isComingSoon('/invest-enterprise')).toBe(false);
    expect(isComingSoon('/task')).toBe(false);
    expect(isComingSoon('/task/detail')).toBe(false);
    expect(isComingSoon('/point')).toBe(false);
    expect(isComingSoon('/waiting-main')).toBe(false);
    expect(isComingSoon('/search-result/7')).toBe(false);
    expect(isComingSoon('/invest-portfolio')).toBe(false);
    expect(isComingSoon('/invest-portfolio/detail/7')).toBe(false);
    expect(isComingSoon('/invest-portfolio/edit/0')).toBe(false);
    expect(isComingSoon('/invest-portfolio/create/11/7')).toBe(false);
    expect(isComingSoon('/my-info')).toBe(false);
    expect(isComingSoon('/my-info-edit')).toBe(false);
    expect(isComingSoon('/my-info-withdraw')).toBe(false);
    expect(isComingSoon('/two-factor-setup')).toBe(false);
    expect(isComingSoon('/group-mange')).toBe(false);
    expect(isComingSoon('/basic-info-mange')).toBe(false);
    expect(isComingSoon('/basic-info-edit')).toBe(false);
    expect(isComingSoon('/raw-download')).toBe(false);
    expect(isComingSoon('/no-such-screen')).toBe(false);
    for (const item of sidebar.flatMap((group) => group.items)) {
      expect(item.comingSoon).toBe(isComingSoon(item.to));
    }
  });

  it('labels only the dashboard shortcuts to unbuilt screens', async () => {
    loggedInAs(demoCeo);
    renderRoutes(routeObjects, '/dashboard');
    // The shortcuts, by their descriptions (the sidebar has links of the same areas).
    const lp = await screen.findByRole('link', { name: /출자자와 그룹, 조합 매칭/ });
    expect(within(lp).queryByText('준비 중')).not.toBeInTheDocument();
    const unions = screen.getByRole('link', { name: /조합 결성과 출자 신청 현황/ });
    expect(within(unions).queryByText('준비 중')).not.toBeInTheDocument();
    // The reports shortcut opens /report/status, built since.
    const reports = screen.getByRole('link', { name: /투자 성과 보고서 작성/ });
    expect(reports).toHaveAttribute('href', '/report/status');
    expect(within(reports).queryByText('준비 중')).not.toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it('marks one entry active, the closest area', async () => {
    const { activeSidebarItem } = await import('./layouts/sidebar');
    expect(activeSidebarItem(sidebar, '/dashboard')).toBe('/dashboard');
    expect(activeSidebarItem(sidebar, '/lp-invest-union-management/edit')).toBe(
      '/lp-invest-union-management/edit',
    );
    expect(activeSidebarItem(sidebar, '/lp-invest-union-management/edit/5')).toBe(
      '/lp-invest-union-management/list',
    );
    expect(activeSidebarItem(sidebar, '/lp-invest-union-management/detail/5/info')).toBe(
      '/lp-invest-union-management/list',
    );
    expect(activeSidebarItem(sidebar, '/lp-membership-management/detail/3')).toBe(
      '/lp-membership-management/list',
    );
    expect(activeSidebarItem(sidebar, '/notice/Detail')).toBe('/notice');
    expect(activeSidebarItem(sidebar, '/inquiry-history')).toBe('/inquiry');
    expect(activeSidebarItem(sidebar, '/message-detail')).toBe('/message-list');
    expect(activeSidebarItem(sidebar, '/my-info-edit')).toBe('/my-info');
    expect(activeSidebarItem(sidebar, '/lp-management-dashboard')).toBe('/lp-management-dashboard');
  });

  it('lists 팩트체크 for fact-checkers only, once the user is known', async () => {
    const { sidebarFor } = await import('./layouts/sidebar');
    const entries = (me: typeof demoCeo | undefined) =>
      sidebarFor(sidebar, me)
        .flatMap((group) => group.items)
        .map((item) => item.label);
    const factChecker = { ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' } as const;
    expect(entries(factChecker)).toContain('팩트체크');
    expect(entries(factChecker)).toContain('스타트업 검색');
    expect(entries(factChecker)).not.toContain('관심 기업');
    expect(entries(demoCeo)).toContain('관심 기업');
    expect(entries(demoCeo)).not.toContain('팩트체크');
    expect(entries(demoCeo)).toContain('스타트업 검색');
    expect(entries(undefined)).not.toContain('팩트체크');
  });

  it("keeps the firm's LP and union screens out of a startup's and a fact-checker's sidebar", async () => {
    const { sidebarFor } = await import('./layouts/sidebar');
    const groups = (me: typeof demoCeo) => sidebarFor(sidebar, me).map((group) => group.label);
    const startup = { ...demoCeo, user_type: 'startup', company_kind: 'startup' } as const;
    const factChecker = {
      ...demoCeo,
      user_type: 'fact_checker',
      company_kind: 'investor',
    } as const;
    expect(groups(startup)).toEqual(['대시보드', '기타']);
    expect(groups(factChecker)).toEqual(['대시보드', '투자 정보', '기타']);
    expect(groups(demoCeo)).toContain('조합 관리');
    // 업무 관리 is an investor firm's: its unions and data requests.
    const dashboardEntries = (me: typeof demoCeo) =>
      sidebarFor(sidebar, me)
        .find((group) => group.label === '대시보드')
        ?.items.map((item) => item.label);
    expect(dashboardEntries(demoCeo)).toContain('업무 관리');
    expect(dashboardEntries(startup)).not.toContain('업무 관리');
    expect(dashboardEntries(factChecker)).not.toContain('업무 관리');
    expect(groups({ ...demoCeo, member_type: 'lp' })).toEqual(['내 출자']);
  });
});
