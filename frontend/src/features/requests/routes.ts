//! Data requests (자료 요청): an investor firm's requests for startups' figures and documents,
//! the form that sends one and each request's answers. Listed for investor firms only, like the
//! firm's interest companies.
import { keepsStartupNotes } from '@/entities/startup';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { DATA_REQUEST_DETAIL_PATH, DATA_REQUEST_NEW_PATH, DATA_REQUESTS_PATH } from './model';

export const dataRequestRoutes = [
  {
    ...appRoute(
      DATA_REQUESTS_PATH,
      '자료 요청',
      '투자 정보',
      lazyPage(() => import('./pages/DataRequestListPage'), 'DataRequestListPage'),
    ),
    shownTo: keepsStartupNotes,
  },
  // Reached from the list's button and rows, never from the sidebar.
  appRoute(
    DATA_REQUEST_NEW_PATH,
    '자료 요청하기',
    undefined,
    lazyPage(() => import('./pages/DataRequestNewPage'), 'DataRequestNewPage'),
  ),
  appRoute(
    DATA_REQUEST_DETAIL_PATH,
    '자료 요청 상세',
    undefined,
    lazyPage(() => import('./pages/DataRequestDetailPage'), 'DataRequestDetailPage'),
  ),
];
