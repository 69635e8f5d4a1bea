// Renders the portfolio screens at `path` the way the app routes them.
import { renderRoutes } from '@/test/render';
import {
  PORTFOLIO_DETAIL_PATH,
  PORTFOLIO_ITEM_PATH,
  PORTFOLIO_LIST_PATH,
  PORTFOLIO_TARGETS_PATH,
} from '../model';
import { PortfolioDetailPage } from '../pages/PortfolioDetailPage';
import { PortfolioItemPage } from '../pages/PortfolioItemPage';
import { PortfolioListPage } from '../pages/PortfolioListPage';
import { PortfolioTargetsPage } from '../pages/PortfolioTargetsPage';

export function renderPortfolio(path: string) {
  return renderRoutes(
    [
      { path: PORTFOLIO_LIST_PATH, element: <PortfolioListPage /> },
      { path: PORTFOLIO_DETAIL_PATH, element: <PortfolioDetailPage /> },
      { path: PORTFOLIO_TARGETS_PATH, element: <PortfolioTargetsPage /> },
      { path: PORTFOLIO_ITEM_PATH, element: <PortfolioItemPage /> },
    ],
    path,
  );
}
