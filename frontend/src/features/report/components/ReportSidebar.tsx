//! The report pages' own sidebar: '새 보고서 만들기', then the reports by the year they were made
//! ('{year}년', newest first): the firm's, one card each, and the previous system's (read-only,
//! marked '이전'). Only one card's menu is open at a time (opening another closes it, so does a
//! click outside), and one card is renamed at a time.
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListLegacyReportsQuery, useListReportsQuery } from '../api';
import { useDeleteReport } from '../hooks/useDeleteReport';
import { LegacyReportCard } from '../legacy/components/LegacyReportCard';
import { REPORT_CREATE_PATH } from '../model';
import { sidebarYears } from '../sidebarGroups';
import { ReportCard } from './ReportCard';

export function ReportSidebar({
  openId,
  openLegacyId = null,
}: {
  openId: number | null;
  openLegacyId?: number | null;
}) {
  const { data, error, isLoading, refetch } = useListReportsQuery();
  const legacy = useListLegacyReportsQuery();
  const [menuOf, setMenuOf] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const confirmDelete = useDeleteReport(openId);

  let body;
  if (isLoading || legacy.isLoading) {
    body = (
      <Stack gap="xs">
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    );
  } else if (error || !data) {
    body = (
      <LoadError
        title="보고서 목록을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0 && !legacy.data?.length) {
    body = legacy.isError ? null : <EmptyState text="보고서가 없습니다." py={24} />;
  } else {
    body = sidebarYears(data, legacy.data ?? []).map(({ year, entries }) => (
      <Stack key={year} gap="xs" component="section" aria-label={`${year}년`}>
        <Text fz="sm" fw={700} c="dimmed">
          {year}년
        </Text>
        {entries.map((entry) =>
          entry.kind === 'legacy' ? (
            <LegacyReportCard
              key={`legacy-${entry.card.rpt_mng_no}`}
              card={entry.card}
              active={entry.card.rpt_mng_no === openLegacyId}
            />
          ) : (
            <ReportCard
              key={entry.card.id}
              card={entry.card}
              active={entry.card.id === openId}
              menuOpen={menuOf === entry.card.id}
              onMenuChange={(open) =>
                setMenuOf((current) => {
                  if (open) return entry.card.id;
                  return current === entry.card.id ? null : current;
                })
              }
              editing={editing === entry.card.id}
              onEdit={() => setEditing(entry.card.id)}
              onEditEnd={() => setEditing(null)}
              onDelete={() => confirmDelete(entry.card)}
            />
          ),
        )}
      </Stack>
    ));
  }

  return (
    <Paper
      withBorder
      shadow="xs"
      p="md"
      component="aside"
      aria-label="보고서 목록"
      w={{ base: '100%', md: 280 }}
      style={{ flexShrink: 0 }}
    >
      <Stack gap="md">
        <Button component={RouterLink} to={REPORT_CREATE_PATH} leftSection={<IconPlus size={18} />}>
          새 보고서 만들기
        </Button>
        {body}
        {legacy.isError && !error ? (
          <LoadError
            title="이전 보고서를 불러오지 못했습니다."
            error={legacy.error}
            onRetry={() => void legacy.refetch()}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
