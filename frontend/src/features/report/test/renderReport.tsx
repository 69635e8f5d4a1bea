// Renders the report screens at `path` the way the app routes them, the legacy pages included.
import { renderRoutes } from '@/test/render';
import { LegacyDetailPage } from '../legacy/pages/LegacyDetailPage';
import { LegacyListPage } from '../legacy/pages/LegacyListPage';
import { LegacyMemberDataPage } from '../legacy/pages/LegacyMemberDataPage';
import { LegacyMemberStatusPage } from '../legacy/pages/LegacyMemberStatusPage';
import { LegacyDetailPrintPage, LegacyResultPrintPage } from '../legacy/pages/LegacyPrintPages';
import { LegacyResultPage } from '../legacy/pages/LegacyResultPage';
import { LegacyDataHelpPage, LegacyInfoEditPage } from '../legacy/pages/LegacyStaticPages';
import { LegacyStatusPage } from '../legacy/pages/LegacyStatusPage';
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
      { path: '/old-report', element: <LegacyStatusPage /> },
      { path: '/old-report/status', element: <LegacyStatusPage /> },
      { path: '/old-report/result', element: <LegacyResultPage /> },
      { path: '/old-report/result/list', element: <LegacyListPage /> },
      { path: '/old-report/result/detail', element: <LegacyDetailPage /> },
      { path: '/old-report/result/print', element: <LegacyResultPrintPage /> },
      { path: '/old-report/result/detail/print', element: <LegacyDetailPrintPage /> },
      { path: '/old-report/member/status', element: <LegacyMemberStatusPage /> },
      { path: '/old-report/member/data', element: <LegacyMemberDataPage /> },
      { path: '/old-report/member/datahelp', element: <LegacyDataHelpPage /> },
      { path: '/old-report/member/info-edit', element: <LegacyInfoEditPage /> },
    ],
    path,
  );
}
