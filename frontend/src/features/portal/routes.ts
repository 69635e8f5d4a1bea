//! The LP's own routes: an invitation link, and the LP's applications with their documents.
import { appRoute, landingRoute, lazyPage } from '@/shared/navigation/appRoute';
import { MY_INVESTMENTS_PATH } from './model';

export const portalRoutes = [
  // An invitation link: the union's summary, then sign up or log in and accept.
  landingRoute(
    '/invitations/:token',
    '출자 초대',
    lazyPage(() => import('./pages/InvitationPage'), 'InvitationPage'),
  ),
  appRoute(
    MY_INVESTMENTS_PATH,
    '내 출자 신청',
    '내 출자',
    lazyPage(() => import('./pages/MyInvestmentsPage'), 'MyInvestmentsPage'),
  ),
  appRoute(
    `${MY_INVESTMENTS_PATH}/:applicantId`,
    '출자 신청 상세',
    undefined,
    lazyPage(() => import('./pages/MyApplicationPage'), 'MyApplicationPage'),
  ),
];
