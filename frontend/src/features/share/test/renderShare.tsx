// Renders the share views at `path` the way the app routes them: inside the read cache that
// the share layout holds.
import { Outlet } from 'react-router-dom';
import { renderRoutes } from '@/test/render';
import { ShareQueryProvider } from '../components/ShareQueryProvider';
import { SHARE_ITEM_PATH, SHARE_LIST_PATH } from '../model';
import { SharedItemPage } from '../pages/SharedItemPage';
import { SharedListPage } from '../pages/SharedListPage';

export function renderShare(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <ShareQueryProvider>
            <Outlet />
          </ShareQueryProvider>
        ),
        children: [
          { path: SHARE_LIST_PATH, element: <SharedListPage /> },
          { path: SHARE_ITEM_PATH, element: <SharedItemPage /> },
        ],
      },
    ],
    path,
  );
}
