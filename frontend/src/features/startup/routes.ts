//! Startup information routes: the search with its filters, a saved search's link, the firm's
//! interest companies and the company profile.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  COMPANY_INFO_PATH,
  INTEREST_COMPANY_PATH,
  SEARCH_RESULT_PATH,
  STARTUP_SEARCH_PATH,
} from './model';

export const startupRoutes = [
  appRoute(
    STARTUP_SEARCH_PATH,
    '스타트업 검색',
    '투자 정보',
    lazyPage(() => import('./pages/StartupSearchPage'), 'StartupSearchPage'),
  ),
  // A saved search's link ('검색 저장'): it reopens the search with the saved filters.
  appRoute(
    SEARCH_RESULT_PATH,
    '스타트업 검색 결과',
    undefined,
    lazyPage(() => import('./pages/SavedSearchPage'), 'SavedSearchPage'),
  ),
  appRoute(
    INTEREST_COMPANY_PATH,
    '관심 기업',
    '투자 정보',
    lazyPage(() => import('./pages/InterestCompanyPage'), 'InterestCompanyPage'),
  ),
  // Reached from a search card or a rank row, never from the sidebar.
  appRoute(
    COMPANY_INFO_PATH,
    '기업 정보',
    undefined,
    lazyPage(() => import('./pages/CompanyInfoPage'), 'CompanyInfoPage'),
  ),
];
