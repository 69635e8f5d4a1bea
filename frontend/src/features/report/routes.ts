//! Investment reports (spec "Report screens"): the status of the firm's reports, the create form,
//! the overall report, the per-source reports and their PDF downloads. Each page shows the
//! reports sidebar beside it. Then the previous system's reports (legacy/routes.ts).
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { legacyRoutes } from './legacy/routes';
import {
  REPORT_CREATE_PATH,
  REPORT_FINANCE_DETAIL_DOWNLOAD_PATH,
  REPORT_FINANCE_DETAIL_PATH,
  REPORT_FINANCE_PATH,
  REPORT_RESULT_DOWNLOAD_PATH,
  REPORT_RESULT_PATH,
  REPORT_STATUS_PATH,
} from './model';

export const reportRoutes = [
  appRoute(
    REPORT_STATUS_PATH,
    '보고서 현황',
    '보고서',
    lazyPage(() => import('./pages/ReportStatusPage'), 'ReportStatusPage'),
  ),
  // The spec's ReportCreate.
  appRoute(
    REPORT_CREATE_PATH,
    '새 보고서 만들기',
    '보고서',
    lazyPage(() => import('./pages/ReportCreatePage'), 'ReportCreatePage'),
  ),
  // Reached from a report card or the status table, never from the sidebar.
  appRoute(
    REPORT_RESULT_PATH,
    '종합 투자 보고서',
    undefined,
    lazyPage(() => import('./pages/ReportResultPage'), 'ReportResultPage'),
  ),
  appRoute(
    REPORT_RESULT_DOWNLOAD_PATH,
    '종합 투자 보고서 다운로드',
    undefined,
    lazyPage(() => import('./pages/ReportDownloadPages'), 'ReportResultDownloadPage'),
  ),
  appRoute(
    REPORT_FINANCE_PATH,
    '재원별 투자 보고서',
    undefined,
    lazyPage(() => import('./pages/ReportFinancePage'), 'ReportFinancePage'),
  ),
  appRoute(
    REPORT_FINANCE_DETAIL_PATH,
    '재원별 투자 보고서 상세',
    undefined,
    lazyPage(() => import('./pages/ReportFinanceDetailPage'), 'ReportFinanceDetailPage'),
  ),
  appRoute(
    REPORT_FINANCE_DETAIL_DOWNLOAD_PATH,
    '재원별 투자 보고서 다운로드',
    undefined,
    lazyPage(() => import('./pages/ReportDownloadPages'), 'ReportFinanceDetailDownloadPage'),
  ),
  ...legacyRoutes,
];
