// Renders the share views at `path` the way the app routes them.
import { renderRoutes } from '@/test/render';
import { SHARE_ITEM_PATH, SHARE_LIST_PATH } from '../model';
import { SharedItemPage } from '../pages/SharedItemPage';
import { SharedListPage } from '../pages/SharedListPage';

export function renderShare(path: string) {
  return renderRoutes(
    [
      { path: SHARE_LIST_PATH, element: <SharedListPage /> },
      { path: SHARE_ITEM_PATH, element: <SharedItemPage /> },
    ],
    path,
  );
}
