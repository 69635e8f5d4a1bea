//! /old-report/result/print?rpt_mng_no={no} and /old-report/result/detail/print?rpt_mng_no&cmpy:
//! a legacy report and one of its companies laid out for paper (no sidebar; the app's chrome and
//! the buttons are left out when printing).
import { Stack, Text, Title } from '@mantine/core';
import { NotFound } from '@/shared/ui/NotFound';
import { SanitizedHtml } from '@/shared/ui/SanitizedHtml';
import type { LegacyReportDto } from '@/features/report/api';
import { CompanyDetail } from '../components/CompanyDetail';
import { LegacyCompaniesTable } from '../components/LegacyCompaniesTable';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { LegacyTotals } from '../components/LegacyTotals';
import { PrintSheet } from '../components/PrintSheet';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { indexParam, legacyDetailPath, legacyListPath, legacyResultPath } from '../model';

function ResultSheet({ report }: { report: LegacyReportDto }) {
  const commented = report.companies
    .map((company, index) => ({ company, index }))
    .filter(({ company }) => company.comment);
  return (
    <PrintSheet backTo={legacyResultPath(report.rpt_mng_no)} backLabel="보고서로 돌아가기">
      <LegacyHeader report={report} />
      <LegacyTotals totals={report.totals} />
      {report.opinion ? (
        <Stack gap="xs" component="section" aria-label="보고서 의견">
          <Title order={2} fz={18}>
            보고서 의견
          </Title>
          <SanitizedHtml html={report.opinion} />
        </Stack>
      ) : null}
      <Stack gap="xs" component="section" aria-label="기업별 투자 현황">
        <Title order={2} fz={18}>
          기업별 투자 현황
        </Title>
        <LegacyCompaniesTable companies={report.companies} />
      </Stack>
      {commented.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="기업별 코멘트">
          <Title order={2} fz={18}>
            기업별 코멘트
          </Title>
          {commented.map(({ company, index }) => (
            <Text key={index} fz="sm">
              <b>{company.cmpy_name}</b> {company.comment}
            </Text>
          ))}
        </Stack>
      ) : null}
    </PrintSheet>
  );
}

export function LegacyResultPrintPage() {
  const { reportNo } = useLegacyParams();
  return <LegacyGate reportNo={reportNo}>{(report) => <ResultSheet report={report} />}</LegacyGate>;
}

function CompanySheet({ report, asked }: { report: LegacyReportDto; asked: string | null }) {
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
  return (
    <PrintSheet backTo={legacyDetailPath(no, index)} backLabel="기업 상세로 돌아가기">
      <LegacyHeader report={report} title={company.cmpy_name} />
      <CompanyDetail company={company} />
    </PrintSheet>
  );
}

export function LegacyDetailPrintPage() {
  const { reportNo, company } = useLegacyParams();
  return (
    <LegacyGate reportNo={reportNo}>
      {(report) => <CompanySheet report={report} asked={company} />}
    </LegacyGate>
  );
}
