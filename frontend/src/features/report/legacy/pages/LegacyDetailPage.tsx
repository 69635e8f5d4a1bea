//! /old-report/result/detail?rpt_mng_no={no}&cmpy={index} (이전 보고서 기업 상세): one company of
//! the report (by its place, from 0): every figure and the comment, and the previous and next
//! company. An index the report does not have reads as not found.
import { Button, Group, Stack } from '@mantine/core';
import { NotFound } from '@/shared/ui/NotFound';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LegacyReportDto } from '@/features/report/api';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { CompanyDetail } from '../components/CompanyDetail';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { indexParam, legacyDetailPath, legacyDetailPrintPath, legacyListPath } from '../model';

function LegacyDetail({ report, asked }: { report: LegacyReportDto; asked: string | null }) {
  const no = report.rpt_mng_no;
  const index = indexParam(asked, report.companies.length);
  const company = index === null ? undefined : report.companies[index];
  if (index === null || !company) {
    return (
      <NotFound
        title="기업을 찾을 수 없습니다."
        text="이 보고서에 담긴 기업이 아니거나 주소가 잘못되었습니다."
        backTo={legacyListPath(no)}
        backLabel="기업 목록으로 이동"
      />
    );
  }
  const previous = report.companies[index - 1];
  const next = report.companies[index + 1];
  return (
    <Stack gap="lg">
      <LegacyHeader
        report={report}
        title={company.cmpy_name}
        actions={
          <>
            <Button variant="default" component={RouterLink} to={legacyListPath(no)}>
              목록
            </Button>
            <Button component={RouterLink} to={legacyDetailPrintPath(no, index)}>
              인쇄
            </Button>
          </>
        }
      />
      <CompanyDetail company={company} />
      <Group justify="space-between" component="nav" aria-label="기업 이동">
        {previous ? (
          <Button variant="subtle" component={RouterLink} to={legacyDetailPath(no, index - 1)}>
            ← 이전 기업: {previous.cmpy_name}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button variant="subtle" component={RouterLink} to={legacyDetailPath(no, index + 1)}>
            다음 기업: {next.cmpy_name} →
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export function LegacyDetailPage() {
  const { reportNo, company } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <LegacyGate reportNo={reportNo}>
        {(report) => <LegacyDetail report={report} asked={company} />}
      </LegacyGate>
    </ReportLayout>
  );
}
