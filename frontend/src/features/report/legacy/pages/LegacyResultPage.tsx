//! /old-report/result?rpt_mng_no={no} (이전 보고서 결과): a report of the previous system: its
//! name, dates and author, its totals, its opinion, and a card per company (a sold-off company
//! shows 회수금 and 이익률). From here: the companies' table, the print view and the members.
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import type { LegacyReportDto } from '@/features/report/api';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { LegacyCompanyCard } from '../components/LegacyCompanyCard';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { LegacyTotals } from '../components/LegacyTotals';
import { useLegacyParams } from '../hooks/useLegacyParams';
import {
  legacyDetailPath,
  legacyListPath,
  legacyMemberStatusPath,
  legacyPrintPath,
} from '../model';

function LegacyResult({ report }: { report: LegacyReportDto }) {
  const no = report.rpt_mng_no;
  return (
    <Stack gap="lg">
      <LegacyHeader
        report={report}
        actions={
          <>
            <Button variant="default" component={RouterLink} to={legacyListPath(no)}>
              목록
            </Button>
            <Button variant="default" component={RouterLink} to={legacyMemberStatusPath(no)}>
              회원 현황
            </Button>
            <Button component={RouterLink} to={legacyPrintPath(no)}>
              인쇄
            </Button>
          </>
        }
      />
      <LegacyTotals totals={report.totals} />
      {report.opinion ? (
        <Panel title="보고서 의견">
          <SanitizedHtml html={report.opinion} />
        </Panel>
      ) : null}
      {report.companies.length === 0 ? (
        <EmptyState text="보고서에 담긴 기업이 없습니다." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
          {report.companies.map((company, index) => (
            <LegacyCompanyCard
              key={index}
              company={company}
              detailTo={legacyDetailPath(no, index)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function LegacyResultPage() {
  const { reportNo } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <LegacyGate reportNo={reportNo}>{(report) => <LegacyResult report={report} />}</LegacyGate>
    </ReportLayout>
  );
}
