//! Startup information routes: the search with its filters, a saved search's link, the firm's
//! interest companies, the fact-checkers' queue and the company profile; and a startup's own
//! company (기업 기본 정보), built for its members only.
import { checksFacts, editsOwnStartup, keepsStartupNotes } from '@/entities/startup';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  COMPANY_INFO_PATH,
  FACT_CHECK_PATH,
  INTEREST_COMPANY_PATH,
  SEARCH_RESULT_PATH,
  STARTUP_SEARCH_PATH,
} from './model';
import { OWN_COMPANY_EDIT_PATH, OWN_COMPANY_PATH } from './own/paths';
import { answerRoutes } from './own/requests/routes';

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
  // A firm's bookmarks: not listed for fact-checkers, who keep none.
  {
    ...appRoute(
      INTEREST_COMPANY_PATH,
      '관심 기업',
      '투자 정보',
      lazyPage(() => import('./pages/InterestCompanyPage'), 'InterestCompanyPage'),
    ),
    shownTo: keepsStartupNotes,
  },
  // The fact-checkers' queue: listed in their sidebar only.
  {
    ...appRoute(
      FACT_CHECK_PATH,
      '팩트체크',
      '투자 정보',
      lazyPage(() => import('./pages/FactCheckQueuePage'), 'FactCheckQueuePage'),
    ),
    shownTo: checksFacts,
  },
  // Reached from a search card or a rank row, never from the sidebar.
  appRoute(
    COMPANY_INFO_PATH,
    '기업 정보',
    undefined,
    lazyPage(() => import('./pages/CompanyInfoPage'), 'CompanyInfoPage'),
  ),
  // A startup's own company: anyone else keeps the 준비 중 page and entry they had.
  {
    ...appRoute(
      OWN_COMPANY_PATH,
      '기업 기본 정보',
      '기타',
      lazyPage(() => import('./own/pages/BasicInfoPage'), 'BasicInfoPage'),
    ),
    builtFor: editsOwnStartup,
  },
  {
    ...appRoute(
      OWN_COMPANY_EDIT_PATH,
      '기업 기본 정보 수정',
      undefined,
      lazyPage(() => import('./own/pages/BasicInfoEditPage'), 'BasicInfoEditPage'),
    ),
    builtFor: editsOwnStartup,
  },
  // The startup answers the data requests investors send it (and anyone holding a link).
  ...answerRoutes,
];
