//! /report/result?report_no={id} (종합 투자 보고서): the report's title, base date and scope, its
//! totals over every union it covers, the report's opinion, and a section per company with its
//! left panel and investor side panel. From here: the PDF and the per-source report.
import { Button, Stack } from '@mantine/core';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconDownload } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { ReportDto } from '../api';
import { CompanySection } from '../components/CompanySection';
import { OpinionBlock } from '../components/OpinionBlock';
import { ReportGate } from '../components/ReportGate';
import { ReportHeader } from '../components/ReportHeader';
import { ReportLayout } from '../components/ReportLayout';
import { ReturnsTiles } from '../components/ReturnsTiles';
import { useReportParams } from '../hooks/useReportParams';
import { financePath, resultDownloadPath } from '../model';

function ReportResult({ report }: { report: ReportDto }) {
  const { card, figures } = report;
  return (
    <Stack gap="lg">
      <ReportHeader
        card={card}
        actions={
          <>
            <Button variant="default" component={RouterLink} to={financePath(card.id)}>
              재원별 보고서
            </Button>
            <Button
              component={RouterLink}
              to={resultDownloadPath(card.id)}
              leftSection={<IconDownload size={18} />}
            >
              PDF 다운로드
            </Button>
          </>
        }
      />
      <ReturnsTiles
        total={figures.total}
        xirr={figures.xirr}
        xirrUnderAYear={figures.xirr_under_a_year}
      />
      <OpinionBlock key={card.id} title="보고서 의견" reportId={card.id} />
      {figures.companies.length === 0 ? (
        <EmptyState text="기준일까지 투자한 기업이 없습니다." />
      ) : (
        figures.companies.map((company) => (
          <CompanySection key={company.startup_id} company={company} />
        ))
      )}
    </Stack>
  );
}

export function ReportResultPage() {
  const { reportId } = useReportParams();
  return (
    <ReportLayout openId={reportId}>
      <ReportGate reportId={reportId}>{(report) => <ReportResult report={report} />}</ReportGate>
    </ReportLayout>
  );
}
