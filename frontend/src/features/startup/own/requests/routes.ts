//! The startup's side of data requests: its inbox, built for startup members only, and the
//! public page a mailed link opens (no sign-in, like an invitation).
import { editsOwnStartup } from '@/entities/startup';
import { appRoute, landingRoute, lazyPage } from '@/shared/navigation/appRoute';
import { REQUEST_LINK_PATH, STARTUP_REQUESTS_PATH } from './model';

export const answerRoutes = [
  // Listed for startup members only (investors have their own 자료 요청 under 투자 정보);
  // anyone else opening the address gets the 준비 중 page, not a refusal.
  {
    ...appRoute(
      STARTUP_REQUESTS_PATH,
      '자료 요청',
      '기타',
      lazyPage(() => import('./pages/StartupRequestsPage'), 'StartupRequestsPage'),
    ),
    shownTo: editsOwnStartup,
    builtFor: editsOwnStartup,
  },
  landingRoute(
    REQUEST_LINK_PATH,
    '자료 제출',
    lazyPage(() => import('./pages/RequestLinkPage'), 'RequestLinkPage'),
  ),
];
