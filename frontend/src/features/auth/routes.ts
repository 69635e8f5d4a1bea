//! The auth area's routes: login, finding the id and resetting the password.
import { landingRoute, lazyPage } from '@/shared/navigation/appRoute';

export const authRoutes = [
  landingRoute(
    '/login',
    '로그인',
    lazyPage(() => import('./pages/LoginPage'), 'LoginPage'),
  ),
  landingRoute(
    '/find-id',
    '아이디 찾기',
    lazyPage(() => import('./pages/FindIdPage'), 'FindIdPage'),
  ),
  landingRoute(
    '/find-id-complete',
    '아이디 찾기 완료',
    lazyPage(() => import('./pages/FindIdCompletePage'), 'FindIdCompletePage'),
  ),
  landingRoute(
    '/find-pw',
    '비밀번호 찾기',
    lazyPage(() => import('./pages/FindPwPage'), 'FindPwPage'),
  ),
  landingRoute(
    '/find-pw-reset',
    '비밀번호 재설정',
    lazyPage(() => import('./pages/FindPwResetPage'), 'FindPwResetPage'),
  ),
  landingRoute(
    '/find-pw-send',
    '비밀번호 재설정 메일 발송',
    lazyPage(() => import('./pages/FindPwSendPage'), 'FindPwSendPage'),
  ),
];
