//! Portfolios (포트폴리오, spec "Portfolio screens"): the firm's portfolios, one portfolio with its
//! pages and share links, its target startups, and the overview editor of one page. The public
//! share views (/invest-portfolio/share/*) are not built here.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  PORTFOLIO_DETAIL_PATH,
  PORTFOLIO_ITEM_PATH,
  PORTFOLIO_LIST_PATH,
  PORTFOLIO_TARGETS_PATH,
} from './paths';

export const portfolioRoutes = [
  appRoute(
    PORTFOLIO_LIST_PATH,
    '포트폴리오',
    '포트폴리오',
    lazyPage(() => import('./pages/PortfolioListPage'), 'PortfolioListPage'),
  ),
  // Reached from the list, the editor and the targets page, never from the sidebar.
  appRoute(
    PORTFOLIO_DETAIL_PATH,
    '포트폴리오 상세',
    undefined,
    lazyPage(() => import('./pages/PortfolioDetailPage'), 'PortfolioDetailPage'),
  ),
  appRoute(
    PORTFOLIO_TARGETS_PATH,
    '포트폴리오 편집',
    undefined,
    lazyPage(() => import('./pages/PortfolioTargetsPage'), 'PortfolioTargetsPage'),
  ),
  appRoute(
    PORTFOLIO_ITEM_PATH,
    '포트폴리오 항목 작성',
    undefined,
    lazyPage(() => import('./pages/PortfolioItemPage'), 'PortfolioItemPage'),
  ),
];
