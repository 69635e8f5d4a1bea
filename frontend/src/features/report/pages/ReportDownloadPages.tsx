//! /report/result/download?report_no={id} and /report/finance/detail/download?report_no&issno:
//! the overall report's PDF and one union's, downloaded as the page opens.
import { ReportLayout } from '../components/ReportLayout';
import { DownloadPanel } from '../components/DownloadPanel';
import { ReportNotFound } from '../components/ReportGate';
import { useReportParams } from '../hooks/useReportParams';
import { financeDetailPath, reportPdfUrl, resultPath, unionPdfUrl } from '../model';

export function ReportResultDownloadPage() {
  const { reportId } = useReportParams();
  return (
    <ReportLayout openId={reportId}>
      {reportId === null ? (
        <ReportNotFound />
      ) : (
        <DownloadPanel
          title="종합 투자 보고서 PDF"
          url={reportPdfUrl(reportId)}
          fallbackName={`투자보고서_${reportId}.pdf`}
          backTo={resultPath(reportId)}
        />
      )}
    </ReportLayout>
  );
}

export function ReportFinanceDetailDownloadPage() {
  const { reportId, unionId } = useReportParams();
  return (
    <ReportLayout openId={reportId}>
      {reportId === null || unionId === null ? (
        <ReportNotFound />
      ) : (
        <DownloadPanel
          title="재원별 투자 보고서 PDF"
          url={unionPdfUrl(reportId, unionId)}
          fallbackName={`재원별_투자보고서_${reportId}_${unionId}.pdf`}
          backTo={financeDetailPath(reportId, unionId)}
        />
      )}
    </ReportLayout>
  );
}
