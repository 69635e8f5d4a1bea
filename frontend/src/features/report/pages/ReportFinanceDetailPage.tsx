//! /report/finance/detail?report_no={id}&issno={union} (재원별 투자 보고서 상세): one union of the
//! report: its totals, its holdings per company, how its money went out over time, and the
//! opinion on it. From here: the union's PDF.
import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@/shared/ui/icons';
import { NotFound } from '@/shared/ui/NotFound';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { ReportDto } from '../api';
import { DeploymentChart } from '../components/DeploymentChart';
import { HoldingsTable } from '../components/HoldingsTable';
import { OpinionBlock } from '../components/OpinionBlock';
import { ReportGate } from '../components/ReportGate';
import { ReportHeader } from '../components/ReportHeader';
import { ReportLayout } from '../components/ReportLayout';
import { ReturnsTiles } from '../components/ReturnsTiles';
import { useReportParams } from '../hooks/useReportParams';
import { financeDetailDownloadPath, financePath } from '../model';

function UnionReport({ report, unionId }: { report: ReportDto; unionId: number | null }) {
  const { card } = report;
  const union = report.figures.unions.find((candidate) => candidate.union_id === unionId);
  if (!union) {
    return (
      <NotFound
        title="조합을 찾을 수 없습니다."
        text="이 보고서에 담긴 조합이 아니거나 주소가 잘못되었습니다."
        backTo={financePath(card.id)}
        backLabel="재원별 보고서로 이동"
      />
    );
  }
  return (
    <Stack gap="lg">
      <ReportHeader
        card={card}
        title={union.union_name}
        actions={
          <>
            <Button variant="default" component={RouterLink} to={financePath(card.id)}>
              재원별 보고서
            </Button>
            <Button
              component={RouterLink}
              to={financeDetailDownloadPath(card.id, union.union_id)}
              leftSection={<IconDownload size={18} />}
            >
              PDF 다운로드
            </Button>
          </>
        }
      />
      <ReturnsTiles
        total={union.total}
        xirr={union.xirr}
        xirrUnderAYear={union.xirr_under_a_year}
      />
      <Panel title="기업별 투자 내역" padded={false}>
        <HoldingsTable holdings={union.holdings} />
      </Panel>
      <Panel title="투자 집행 추이">
        <DeploymentChart steps={union.deployment} />
      </Panel>
      <OpinionBlock
        key={`${card.id}-${union.union_id}`}
        title="조합 의견"
        reportId={card.id}
        unionId={union.union_id}
      />
    </Stack>
  );
}

export function ReportFinanceDetailPage() {
  const { reportId, unionId } = useReportParams();
  return (
    <ReportLayout openId={reportId}>
      <ReportGate reportId={reportId}>
        {(report) => <UnionReport report={report} unionId={unionId} />}
      </ReportGate>
    </ReportLayout>
  );
}
