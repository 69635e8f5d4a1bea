//! The sign-up steps' routes, open to a logged-in user who has not finished registration.
import { landingRoute, lazyPage, type AppRoute } from '@/shared/navigation/appRoute';

const step = (path: string, title: string, page: AppRoute['page']) =>
  landingRoute(path, title, page, { registration: true });
const formPages = () => import('./pages/JoinFormPages');

export const joinRoutes = [
  step(
    '/join-intro',
    '회원가입',
    lazyPage(() => import('./pages/JoinIntroPage'), 'JoinIntroPage'),
  ),
  step(
    '/join-agree',
    '약관 동의',
    lazyPage(() => import('./pages/JoinAgreePage'), 'JoinAgreePage'),
  ),
  step(
    '/join-complete',
    '가입 완료',
    lazyPage(() => import('./pages/JoinCompletePage'), 'JoinCompletePage'),
  ),
  step(
    '/join-company-search',
    '스타트업 회사 찾기',
    lazyPage(() => import('./pages/JoinCompanySearchPage'), 'JoinCompanySearchPage'),
  ),
  step(
    '/join-company-startup',
    '스타트업 회사 등록',
    lazyPage(() => import('./pages/JoinCompanyStartupPage'), 'JoinCompanyStartupPage'),
  ),
  step('/join-form-startup', '스타트업 회원 정보 입력', lazyPage(formPages, 'JoinFormStartupPage')),
  step(
    '/join-investor-type',
    '투자사 유형 선택',
    lazyPage(() => import('./pages/JoinInvestorTypePage'), 'JoinInvestorTypePage'),
  ),
  step(
    '/join-company-investor',
    '투자사 회사 선택',
    lazyPage(() => import('./pages/JoinCompanyInvestorPage'), 'JoinCompanyInvestorPage'),
  ),
  step('/join-form-investor', '투자사 회원 정보 입력', lazyPage(formPages, 'JoinFormInvestorPage')),
];
