//! The raw data route: 원천 데이터 다운로드 under 대시보드 in the sidebar. The page itself tells
//! a startup's users (403 investor_only) that it is an investment firm's.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { RAW_DOWNLOAD_PATH } from './paths';

export const rawDataRoutes = [
  appRoute(
    RAW_DOWNLOAD_PATH,
    '원천 데이터 다운로드',
    '대시보드',
    lazyPage(() => import('./pages/RawDownloadPage'), 'RawDownloadPage'),
  ),
];
