// Renders the report screens at `path` the way the app routes them, with the legacy result page
// standing in as a line of text.
import { renderRoutes } from '@/test/render';
import { ReportCreatePage } from '../pages/ReportCreatePage';
import {
  ReportFinanceDetailDownloadPage,
  ReportResultDownloadPage,
} from '../pages/ReportDownloadPages';
import { ReportFinanceDetailPage } from '../pages/ReportFinanceDetailPage';
import { ReportFinancePage } from '../pages/ReportFinancePage';
import { ReportResultPage } from '../pages/ReportResultPage';
import { ReportStatusPage } from '../pages/ReportStatusPage';

export function renderReport(path: string) {
  return renderRoutes(
    [
      { path: '/report/status', element: <ReportStatusPage /> },
      { path: '/report/create', element: <ReportCreatePage /> },
      { path: '/report/result', element: <ReportResultPage /> },
      { path: '/report/result/download', element: <ReportResultDownloadPage /> },
      { path: '/report/finance', element: <ReportFinancePage /> },
      { path: '/report/finance/detail', element: <ReportFinanceDetailPage /> },
      { path: '/report/finance/detail/download', element: <ReportFinanceDetailDownloadPage /> },
      { path: '/old-report/result', element: <p>이전 보고서 화면</p> },
    ],
    path,
  );
}
