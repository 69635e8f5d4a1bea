//! The one route table: every route of the spec (section 2) with its layout, login flag and page.
//! Screens not built yet show the shared "준비 중" page titled after their area.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { AccessGuard } from './AccessGuard';
import type { SidebarGroup } from './layouts/sidebar';
import { LandingLayout } from './layouts/LandingLayout';
import { NavigationEffects } from './NavigationEffects';
import { NotFoundPage, RouteErrorPage } from './RouteErrorPage';

export type LayoutKind = 'landing' | 'app' | 'support' | 'share';

export const NAV_GROUPS = [
  '대시보드',
  '내 출자',
  'LP 관리',
  '조합 관리',
  '투자 정보',
  '보고서',
  '포트폴리오',
  '기타',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface AppRoute {
  /** react-router path; the spec's {param} is written :param. */
  path: string;
  /** Korean name of the screen (sidebar label, 준비 중 page title). */
  title: string;
  layout: LayoutKind;
  requiresLogin: boolean;
  /** The built screen; without one the route shows the shared 준비 중 page. */
  page?: LazyExoticComponent<ComponentType>;
  /** Open to logged-in users who have not finished registration. */
  registration?: boolean;
  /** Sidebar entry of the logged-in layout. */
  nav?: NavGroup;
}

function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The layouts a first visit (the landing page, login) does not need load on demand: the
// logged-in shell, the support pages and the share pages keep their widgets out of the
// initial download.
const AppLayout = lazy(async () => {
  const { AppLayout: Layout } = await import('./layouts/AppLayout');
  return { default: Layout };
});
const SupportLayout = lazy(async () => {
  const { SupportLayout: Layout } = await import('./layouts/SupportLayout');
  return { default: Layout };
});
const ShareLayout = lazyPage(() => import('./layouts/ShareLayout'), 'ShareLayout');
const layoutFallback = <LoadingScreen />;

// Built screens (each its own chunk).
const LandingPage = lazyPage(() => import('@/features/landing/pages/LandingPage'), 'LandingPage');
const PricePolicyPage = lazyPage(
  () => import('@/features/landing/pages/PricePolicyPage'),
  'PricePolicyPage',
);
const TermsPolicyPage = lazyPage(
  () => import('@/features/landing/pages/PolicyPages'),
  'TermsPolicyPage',
);
const PrivacyPolicyPage = lazyPage(
  () => import('@/features/landing/pages/PolicyPages'),
  'PrivacyPolicyPage',
);
const SellerMainPage = lazyPage(
  () => import('@/features/landing/pages/SellerMainPage'),
  'SellerMainPage',
);
const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');
const FindIdPage = lazyPage(() => import('@/features/auth/pages/FindIdPage'), 'FindIdPage');
const FindIdCompletePage = lazyPage(
  () => import('@/features/auth/pages/FindIdCompletePage'),
  'FindIdCompletePage',
);
const FindPwPage = lazyPage(() => import('@/features/auth/pages/FindPwPage'), 'FindPwPage');
const FindPwSendPage = lazyPage(
  () => import('@/features/auth/pages/FindPwSendPage'),
  'FindPwSendPage',
);
const FindPwResetPage = lazyPage(
  () => import('@/features/auth/pages/FindPwResetPage'),
  'FindPwResetPage',
);
const JoinIntroPage = lazyPage(
  () => import('@/features/join/pages/JoinIntroPage'),
  'JoinIntroPage',
);
const JoinAgreePage = lazyPage(
  () => import('@/features/join/pages/JoinAgreePage'),
  'JoinAgreePage',
);
const JoinInvestorTypePage = lazyPage(
  () => import('@/features/join/pages/JoinInvestorTypePage'),
  'JoinInvestorTypePage',
);
const JoinCompanyInvestorPage = lazyPage(
  () => import('@/features/join/pages/JoinCompanyInvestorPage'),
  'JoinCompanyInvestorPage',
);
const JoinCompanySearchPage = lazyPage(
  () => import('@/features/join/pages/JoinCompanySearchPage'),
  'JoinCompanySearchPage',
);
const JoinCompanyStartupPage = lazyPage(
  () => import('@/features/join/pages/JoinCompanyStartupPage'),
  'JoinCompanyStartupPage',
);
const JoinFormInvestorPage = lazyPage(
  () => import('@/features/join/pages/JoinFormPages'),
  'JoinFormInvestorPage',
);
const JoinFormStartupPage = lazyPage(
  () => import('@/features/join/pages/JoinFormPages'),
  'JoinFormStartupPage',
);
const JoinCompletePage = lazyPage(
  () => import('@/features/join/pages/JoinCompletePage'),
  'JoinCompletePage',
);
const DashboardPage = lazyPage(
  () => import('@/features/dashboard/pages/DashboardPage'),
  'DashboardPage',
);
const MemberManagePage = lazyPage(
  () => import('@/features/company/pages/MemberManagePage'),
  'MemberManagePage',
);
const UnionListPage = lazyPage(
  () => import('@/features/union/pages/UnionListPage'),
  'UnionListPage',
);
const UnionEditPage = lazyPage(
  () => import('@/features/union/pages/UnionEditPage'),
  'UnionEditPage',
);
const UnionDetailPage = lazyPage(
  () => import('@/features/union/pages/UnionDetailPage'),
  'UnionDetailPage',
);
const ApplicantDetailPage = lazyPage(
  () => import('@/features/union/pages/ApplicantDetailPage'),
  'ApplicantDetailPage',
);
// LP management (the GP's side, features/lp).
const LpDashboardPage = lazyPage(
  () => import('@/features/lp/pages/LpDashboardPage'),
  'LpDashboardPage',
);
const LpMemberListPage = lazyPage(
  () => import('@/features/lp/pages/LpMemberListPage'),
  'LpMemberListPage',
);
const LpMemberDetailPage = lazyPage(
  () => import('@/features/lp/pages/LpMemberDetailPage'),
  'LpMemberDetailPage',
);
const LpGroupListPage = lazyPage(
  () => import('@/features/lp/pages/LpGroupListPage'),
  'LpGroupListPage',
);
const LpGroupEditPage = lazyPage(
  () => import('@/features/lp/pages/LpGroupEditPage'),
  'LpGroupEditPage',
);
const LpMatchingPage = lazyPage(
  () => import('@/features/lp/pages/LpMatchingPage'),
  'LpMatchingPage',
);
// The LP's own side (features/portal).
const InvitationPage = lazyPage(
  () => import('@/features/portal/pages/InvitationPage'),
  'InvitationPage',
);
const MyInvestmentsPage = lazyPage(
  () => import('@/features/portal/pages/MyInvestmentsPage'),
  'MyInvestmentsPage',
);
const MyApplicationPage = lazyPage(
  () => import('@/features/portal/pages/MyApplicationPage'),
  'MyApplicationPage',
);
const NoticePage = lazyPage(() => import('@/features/support/pages/SupportPages'), 'NoticePage');
const NoticeDetailPage = lazyPage(
  () => import('@/features/support/pages/SupportPages'),
  'NoticeDetailPage',
);
const FaqPage = lazyPage(() => import('@/features/support/pages/SupportPages'), 'FaqPage');

const landing = (
  path: string,
  title: string,
  page?: AppRoute['page'],
  extra: Partial<AppRoute> = {},
): AppRoute => ({
  path,
  title,
  layout: 'landing',
  requiresLogin: false,
  page,
  ...extra,
});
const join = (path: string, title: string, page: AppRoute['page']) =>
  landing(path, title, page, { registration: true });
const app = (path: string, title: string, nav?: NavGroup, page?: AppRoute['page']): AppRoute => ({
  path,
  title,
  layout: 'app',
  requiresLogin: true,
  page,
  nav,
});
const support = (path: string, title: string, page: AppRoute['page']): AppRoute => ({
  path,
  title,
  layout: 'support',
  requiresLogin: false,
  page,
});
const share = (path: string, title: string): AppRoute => ({
  path,
  title,
  layout: 'share',
  requiresLogin: false,
});

const unionDetail = '/lp-invest-union-management/detail/:fundIdx';

export const routes: AppRoute[] = [
  // Public and landing layout.
  landing('/', '홈', LandingPage),
  landing('/price-policy', '요금 안내', PricePolicyPage),
  landing('/login', '로그인', LoginPage),
  join('/join-intro', '회원가입', JoinIntroPage),
  join('/join-agree', '약관 동의', JoinAgreePage),
  join('/join-complete', '가입 완료', JoinCompletePage),
  join('/join-company-search', '스타트업 회사 찾기', JoinCompanySearchPage),
  join('/join-company-startup', '스타트업 회사 등록', JoinCompanyStartupPage),
  join('/join-form-startup', '스타트업 회원 정보 입력', JoinFormStartupPage),
  join('/join-investor-type', '투자사 유형 선택', JoinInvestorTypePage),
  join('/join-company-investor', '투자사 회사 선택', JoinCompanyInvestorPage),
  join('/join-form-investor', '투자사 회원 정보 입력', JoinFormInvestorPage),
  landing('/find-id', '아이디 찾기', FindIdPage),
  landing('/find-id-complete', '아이디 찾기 완료', FindIdCompletePage),
  landing('/find-pw', '비밀번호 찾기', FindPwPage),
  landing('/find-pw-reset', '비밀번호 재설정', FindPwResetPage),
  landing('/find-pw-send', '비밀번호 재설정 메일 발송', FindPwSendPage),
  join('/terms-policy', '이용약관', TermsPolicyPage),
  join('/privacy-policy', '개인정보 처리방침', PrivacyPolicyPage),
  landing('/seller-main', '셀러 메인', SellerMainPage, { requiresLogin: true }),
  // An invitation link (new): the union's summary, then sign up or log in and accept.
  landing('/invitations/:token', '출자 초대', InvitationPage),

  // Support: landing layout when logged out, sidebar layout when logged in.
  support('/notice', '공지사항', NoticePage),
  support('/notice/Detail', '공지사항 상세', NoticeDetailPage),
  support('/faq', '자주 묻는 질문', FaqPage),

  // Logged-in layout.
  app('/dashboard', '대시보드', '대시보드', DashboardPage),
  app('/task', '업무 관리', '대시보드'),
  app('/task/detail', '업무 상세'),
  app('/raw-download', '원천 데이터 다운로드', '대시보드'),

  // The LP's own applications and documents (new).
  app('/my-investments', '내 출자 신청', '내 출자', MyInvestmentsPage),
  app('/my-investments/:applicantId', '출자 신청 상세', undefined, MyApplicationPage),

  app('/lp-management-dashboard', 'LP 현황', 'LP 관리', LpDashboardPage),
  app('/lp-membership-management/list', 'LP 회원 관리', 'LP 관리', LpMemberListPage),
  app(
    '/lp-membership-management/detail/:lpMemberIdx',
    'LP 회원 상세',
    undefined,
    LpMemberDetailPage,
  ),
  app('/lp-group-management/list', 'LP 그룹 관리', 'LP 관리', LpGroupListPage),
  app('/lp-group-management/:groupIdx/edit', 'LP 그룹 수정', undefined, LpGroupEditPage),
  app('/lp-matching', 'LP 매칭', 'LP 관리', LpMatchingPage),

  app('/lp-invest-union-management/list', '조합 목록', '조합 관리', UnionListPage),
  app('/lp-invest-union-management/edit', '조합 등록', '조합 관리', UnionEditPage),
  app('/lp-invest-union-management/edit/:fundIdx', '조합 수정', undefined, UnionEditPage),
  app(unionDetail, '조합 상세 · 출자 신청 관리', undefined, UnionDetailPage),
  app(`${unionDetail}/apply`, '조합 상세 · 출자 신청 관리', undefined, UnionDetailPage),
  app(`${unionDetail}/info`, '조합 상세 · 기본 정보', undefined, UnionDetailPage),
  app(`${unionDetail}/data`, '조합 상세 · 관련 자료', undefined, UnionDetailPage),
  app(`${unionDetail}/communication`, '조합 상세 · 커뮤니케이션', undefined, UnionDetailPage),
  app(`${unionDetail}/invest`, '조합 상세 · 투자 증빙', undefined, UnionDetailPage),
  app(`${unionDetail}/apply/member/:memberIdx`, '출자 신청자 상세', undefined, ApplicantDetailPage),
  app(`${unionDetail}/data/edit`, '조합 자료 수정', undefined, UnionDetailPage),

  app('/invest-resources', '투자 재원', '투자 정보'),
  app('/invest-resources/detail', '투자 재원 상세'),
  app('/invest-enterprise', '투자 기업', '투자 정보'),
  app('/invest-manager', '투자 담당자', '투자 정보'),
  app('/search-startup', '스타트업 검색', '투자 정보'),
  app('/search-result/:id', '스타트업 검색 결과'),
  app('/interest-company', '관심 기업', '투자 정보'),
  app('/company-info', '기업 정보'),

  app('/report/status', '보고서 현황', '보고서'),
  app('/report/create', '새 보고서 만들기', '보고서'),
  app('/report/result', '종합 투자 보고서'),
  app('/report/result/download', '종합 투자 보고서 다운로드'),
  app('/report/finance', '재원별 투자 보고서'),
  app('/report/finance/detail', '재원별 투자 보고서 상세'),
  app('/report/finance/detail/download', '재원별 투자 보고서 다운로드'),
  app('/old-report', '이전 보고서', '보고서'),
  app('/old-report/status', '이전 보고서 현황'),
  app('/old-report/member/status', '이전 보고서 · 회원 현황'),
  app('/old-report/result', '이전 보고서 · 결과'),
  app('/old-report/result/list', '이전 보고서 · 결과 목록'),
  app('/old-report/result/detail', '이전 보고서 · 결과 상세'),
  app('/old-report/result/print', '이전 보고서 · 인쇄'),
  app('/old-report/result/detail/print', '이전 보고서 · 상세 인쇄'),
  app('/old-report/member/data', '이전 보고서 · 회원 자료'),
  app('/old-report/member/datahelp', '이전 보고서 · 자료 도움말'),
  app('/old-report/member/info-edit', '이전 보고서 · 정보 수정'),

  app('/invest-portfolio', '포트폴리오', '포트폴리오'),
  app('/invest-portfolio/detail/:portfolioIdx', '포트폴리오 상세'),
  app('/invest-portfolio/edit/:portfolioIdx', '포트폴리오 편집'),
  app('/invest-portfolio/create/:previewItemNo/:portfolioIdx', '포트폴리오 항목 작성'),
  share('/invest-portfolio/share/:token', '공유 포트폴리오'),
  share('/invest-portfolio/share/:token/:previewItemNo', '공유 포트폴리오 상세'),

  app('/member-mange', '구성원 관리', '기타', MemberManagePage),
  app('/group-mange', '그룹 관리', '기타'),
  app('/basic-info-mange', '기업 기본 정보', '기타'),
  app('/basic-info-edit', '기업 기본 정보 수정'),
  app('/my-info', '내 정보', '기타'),
  app('/my-info-edit', '내 정보 수정'),
  app('/my-info-withdraw', '회원 탈퇴'),
  app('/message-list', '메시지', '기타'),
  app('/message-detail', '메시지 상세'),
  app('/message-send', '메시지 보내기'),
  app('/inquiry', '1:1 문의', '기타'),
  app('/inquiry-history', '문의 내역'),
  app('/inquiry-detail', '문의 상세'),
  app('/point', '포인트', '기타'),
  app('/point-charge', '포인트 충전'),
  app('/point-charge-complete', '포인트 충전 완료'),
  app('/membership', '멤버십', '기타'),
  app('/membership-complete', '멤버십 가입 완료'),
  app('/waiting-main', '대기 등록', '기타'),
  app('/waiting-create', '대기 등록 신청'),
  app('/waiting-search-company', '대기 등록 기업 검색'),
  app('/waiting-complete', '대기 등록 완료'),
];

/** Sidebar of the logged-in layout, in table order within each group. */
export const sidebar: SidebarGroup[] = NAV_GROUPS.map((group) => ({
  label: group,
  items: [
    ...routes
      .filter((route) => route.nav === group)
      .map((route) => ({ to: route.path, label: route.title, comingSoon: !route.page })),
    // Notices and FAQ belong to the support layout but are listed with the others.
    ...(group === '기타'
      ? routes
          .filter((route) => route.layout === 'support' && !route.path.includes('Detail'))
          .map((route) => ({ to: route.path, label: route.title, comingSoon: false }))
      : []),
  ],
})).filter((group) => group.items.length > 0);

function RouteElement({ route }: { route: AppRoute }) {
  const Page = route.page;
  return (
    <AccessGuard key={route.path} route={{ ...route, publicShare: route.layout === 'share' }}>
      {Page ? (
        <Page />
      ) : (
        <ComingSoonPage
          title={route.title}
          backTo={route.layout === 'share' ? '/' : '/dashboard'}
          backLabel={route.layout === 'share' ? '홈으로 이동' : '대시보드로 이동'}
        />
      )}
    </AccessGuard>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    element: <RouteElement key={route.path} route={route} />,
    handle: { title: route.title },
  };
}

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const byLayout = (layout: LayoutKind) =>
  routes.filter((route) => route.layout === layout).map(toRouteObject);

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <LandingLayout />,
        children: [...byLayout('landing'), { path: '*', element: <NotFoundPage /> }],
      },
      {
        element: (
          <Suspense fallback={layoutFallback}>
            <AppLayout sidebar={sidebar} />
          </Suspense>
        ),
        children: byLayout('app'),
      },
      {
        element: (
          <Suspense fallback={layoutFallback}>
            <SupportLayout sidebar={sidebar} />
          </Suspense>
        ),
        children: byLayout('support'),
      },
      {
        element: (
          <Suspense fallback={layoutFallback}>
            <ShareLayout />
          </Suspense>
        ),
        children: byLayout('share'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
