//! The messages routes: the list under 기타 in the sidebar, the detail and the form reached from
//! it (and the form from a startup's profile), with the titles the spec gives them.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { MESSAGE_DETAIL_PATH, MESSAGE_LIST_PATH, MESSAGE_SEND_PATH } from './paths';

export const messageRoutes = [
  appRoute(
    MESSAGE_LIST_PATH,
    '메시지',
    '기타',
    lazyPage(() => import('./pages/MessageListPage'), 'MessageListPage'),
  ),
  appRoute(
    MESSAGE_DETAIL_PATH,
    '메시지 상세',
    undefined,
    lazyPage(() => import('./pages/MessageDetailPage'), 'MessageDetailPage'),
  ),
  appRoute(
    MESSAGE_SEND_PATH,
    '메시지 보내기',
    undefined,
    lazyPage(() => import('./pages/MessageSendPage'), 'MessageSendPage'),
  ),
];
