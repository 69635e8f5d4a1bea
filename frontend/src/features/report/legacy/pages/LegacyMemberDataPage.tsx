//! /old-report/member/data?rpt_mng_no={no} (이전 보고서 회원별 출자 현황): what each member put in
//! and its share of all the report's members, union by union with subtotals. The help page
//! explains the columns.
import { Button, Paper, Stack } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LegacyReportDto } from '@/features/report/api';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { FundSharesTable } from '../components/FundSharesTable';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { legacyDataHelpPath, legacyMemberStatusPath } from '../model';

function MemberData({ report }: { report: LegacyReportDto }) {
  const no = report.rpt_mng_no;
  return (
    <Stack gap="lg">
      <LegacyHeader
        report={report}
        title="회원별 출자 현황"
        actions={
          <>
            <Button variant="default" component={RouterLink} to={legacyMemberStatusPath(no)}>
              회원 현황
            </Button>
            <Button variant="default" component={RouterLink} to={legacyDataHelpPath(no)}>
              항목 설명
            </Button>
          </>
        }
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <FundSharesTable report={report} />
      </Paper>
    </Stack>
  );
}

export function LegacyMemberDataPage() {
  const { reportNo } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <LegacyGate reportNo={reportNo}>{(report) => <MemberData report={report} />}</LegacyGate>
    </ReportLayout>
  );
}
