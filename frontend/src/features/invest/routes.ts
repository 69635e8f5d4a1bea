//! Investment information (투자 정보): the investment sources (the firm's unions with what they
//! invested, hold and got back, and each union's ledger), the companies they invested in and the
//! fund managers who lead them. Listed for investor firms only, like the firm's data requests.
import { keepsStartupNotes } from '@/entities/startup';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  INVEST_COMPANIES_PATH,
  INVEST_MANAGERS_PATH,
  INVEST_SOURCE_DETAIL_PATH,
  INVEST_SOURCES_PATH,
} from './model';

export const investRoutes = [
  {
    ...appRoute(
      INVEST_SOURCES_PATH,
      '투자 재원',
      '투자 정보',
      lazyPage(() => import('./pages/InvestSourcesPage'), 'InvestSourcesPage'),
    ),
    shownTo: keepsStartupNotes,
  },
  // Reached from a row of the sources, never from the sidebar.
  appRoute(
    INVEST_SOURCE_DETAIL_PATH,
    '투자 재원 상세',
    undefined,
    lazyPage(() => import('./pages/InvestSourceDetailPage'), 'InvestSourceDetailPage'),
  ),
  {
    ...appRoute(
      INVEST_COMPANIES_PATH,
      '투자 기업',
      '투자 정보',
      lazyPage(() => import('./pages/InvestCompaniesPage'), 'InvestCompaniesPage'),
    ),
    shownTo: keepsStartupNotes,
  },
  {
    ...appRoute(
      INVEST_MANAGERS_PATH,
      '투자 담당자',
      '투자 정보',
      lazyPage(() => import('./pages/InvestManagersPage'), 'InvestManagersPage'),
    ),
    shownTo: keepsStartupNotes,
  },
];
