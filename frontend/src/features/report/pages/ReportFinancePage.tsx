//! /report/finance?report_no={id} (재원별 투자 보고서): each union of the report with its amounts,
//! TVPI, DPI, RVPI and IRR, and its invested beside its value in a chart. A row opens the union's
//! report.
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { ReportDto } from '../api';
import { WonChart } from '../components/charts';
import { ReportGate } from '../components/ReportGate';
import { ReportHeader } from '../components/ReportHeader';
import { ReportLayout } from '../components/ReportLayout';
import { UnionsTable } from '../components/UnionsTable';
import { useReportParams } from '../hooks/useReportParams';
import { financeDetailPath, resultPath } from '../model';

function FinanceReport({ report }: { report: ReportDto }) {
  const navigate = useNavigate();
  const { card, figures } = report;
  const chart = figures.unions.map((union) => ({
    union: union.union_name,
    invested: union.total.invested,
    value: union.total.value,
  }));
  return (
    <Stack gap="lg">
      <ReportHeader
        card={card}
        title="재원별 투자 보고서"
        actions={
          <Button variant="default" component={RouterLink} to={resultPath(card.id)}>
            종합 보고서
          </Button>
        }
      />
      <Panel title="조합별 투자 성과" padded={false}>
        <UnionsTable
          unions={figures.unions}
          onOpen={(union) => void navigate(financeDetailPath(card.id, union.union_id))}
        />
      </Panel>
      {chart.length > 0 ? (
        <Panel title="조합별 투자금액과 평가금액">
          <WonChart
            title="투자금액·평가금액"
            kind="bar"
            data={chart}
            dataKey="union"
            h={260}
            series={[
              { key: 'invested', label: '투자금액', color: 'gray.5' },
              { key: 'value', label: '평가금액', color: 'brand.6' },
            ]}
          />
        </Panel>
      ) : null}
    </Stack>
  );
}

export function ReportFinancePage() {
  const { reportId } = useReportParams();
  return (
    <ReportLayout openId={reportId}>
      <ReportGate reportId={reportId}>{(report) => <FinanceReport report={report} />}</ReportGate>
    </ReportLayout>
  );
}
