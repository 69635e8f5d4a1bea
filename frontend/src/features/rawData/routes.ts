//! The raw data route: 원천 데이터 다운로드 under 대시보드 in the sidebar, listed for investor
//! firms' members only (the server refuses everyone else, `investor_only`; the page says so to a
//! user who opens its address).
import { keepsStartupNotes } from '@/entities/startup';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { RAW_DOWNLOAD_PATH } from './paths';

export const rawDataRoutes = [
  {
    ...appRoute(
      RAW_DOWNLOAD_PATH,
      '원천 데이터 다운로드',
      '대시보드',
      lazyPage(() => import('./pages/RawDownloadPage'), 'RawDownloadPage'),
    ),
    shownTo: keepsStartupNotes,
  },
];
