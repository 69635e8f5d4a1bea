//! The public share views (no login, the share layout): a shared portfolio's list and one of its
//! pages, opened by the link's token.
import { lazyPage, shareRoute } from '@/shared/navigation/appRoute';
import { SHARE_ITEM_PATH, SHARE_LIST_PATH } from './paths';

export const shareRoutes = [
  shareRoute(
    SHARE_LIST_PATH,
    '공유 포트폴리오',
    lazyPage(() => import('./pages/SharedListPage'), 'SharedListPage'),
  ),
  shareRoute(
    SHARE_ITEM_PATH,
    '공유 포트폴리오 상세',
    lazyPage(() => import('./pages/SharedItemPage'), 'SharedItemPage'),
  ),
];
