//! /old-report/result/list?rpt_mng_no={no} (이전 보고서 기업 목록): the report's companies in one
//! table under its totals; a row opens the company's detail.
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LegacyReportDto } from '@/features/report/api';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { LegacyCompaniesTable } from '../components/LegacyCompaniesTable';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { LegacyTotals } from '../components/LegacyTotals';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { legacyDetailPath, legacyResultPath } from '../model';

function LegacyList({ report }: { report: LegacyReportDto }) {
  const navigate = useNavigate();
  const no = report.rpt_mng_no;
  return (
    <Stack gap="lg">
      <LegacyHeader
        report={report}
        title="기업별 투자 현황"
        actions={
          <Button variant="default" component={RouterLink} to={legacyResultPath(no)}>
            보고서로 돌아가기
          </Button>
        }
      />
      <LegacyTotals totals={report.totals} />
      <Panel title="기업 목록" padded={false}>
        <LegacyCompaniesTable
          companies={report.companies}
          onOpen={(index) => void navigate(legacyDetailPath(no, index))}
        />
      </Panel>
    </Stack>
  );
}

export function LegacyListPage() {
  const { reportNo } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <LegacyGate reportNo={reportNo}>{(report) => <LegacyList report={report} />}</LegacyGate>
    </ReportLayout>
  );
}
