//! /old-report/member/status?rpt_mng_no={no} (이전 보고서 회원 현황): the members the report was
//! made for, how many opened it and how many did not, and the list (all, or only either side).
import { Button, Paper, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatTile } from '@/shared/ui/StatTile';
import type { LegacyReportDto } from '@/features/report/api';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { LegacyGate } from '../components/LegacyGate';
import { LegacyHeader } from '../components/LegacyHeader';
import { LegacyMembersTable } from '../components/LegacyMembersTable';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { legacyMemberDataPath, legacyResultPath, viewCounts } from '../model';

type Shown = 'all' | 'viewed' | 'notViewed';

const EMPTY_TEXT: Record<Shown, string> = {
  all: '보고서에 담긴 회원이 없습니다.',
  viewed: '보고서를 열람한 회원이 없습니다.',
  notViewed: '모든 회원이 보고서를 열람했습니다.',
};

function MemberStatus({ report }: { report: LegacyReportDto }) {
  const [shown, setShown] = useState<Shown>('all');
  const counts = viewCounts(report.members);
  const members = report.members.filter(
    (member) => shown === 'all' || member.viewed === (shown === 'viewed'),
  );
  const people = (count: number) => `${formatNumber(count)}명`;
  return (
    <Stack gap="lg">
      <LegacyHeader
        report={report}
        title="회원 현황"
        actions={
          <>
            <Button
              variant="default"
              component={RouterLink}
              to={legacyResultPath(report.rpt_mng_no)}
            >
              보고서로 돌아가기
            </Button>
            <Button component={RouterLink} to={legacyMemberDataPath(report.rpt_mng_no)}>
              회원별 출자 현황
            </Button>
          </>
        }
      />
      <SimpleGrid cols={3} spacing="sm">
        <StatTile label="전체 회원" value={people(counts.total)} />
        <StatTile label="열람" value={people(counts.viewed)} />
        <StatTile label="미열람" value={people(counts.notViewed)} />
      </SimpleGrid>
      <SegmentedControl
        aria-label="열람 여부"
        value={shown}
        onChange={(value) => setShown(value as Shown)}
        data={[
          { value: 'all', label: '전체' },
          { value: 'viewed', label: '열람' },
          { value: 'notViewed', label: '미열람' },
        ]}
        w="fit-content"
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <LegacyMembersTable members={members} emptyText={EMPTY_TEXT[shown]} />
      </Paper>
    </Stack>
  );
}

export function LegacyMemberStatusPage() {
  const { reportNo } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <LegacyGate reportNo={reportNo}>{(report) => <MemberStatus report={report} />}</LegacyGate>
    </ReportLayout>
  );
}
