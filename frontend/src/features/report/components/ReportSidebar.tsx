//! The report pages' own sidebar: '새 보고서 만들기', then the firm's reports by the year they
//! were made ('{year}년', newest first), one card each. Only one card's menu is open at a time
//! (opening another closes it, so does a click outside), and one card is renamed at a time.
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListReportsQuery } from '../api';
import { useDeleteReport } from '../hooks/useDeleteReport';
import { groupByYear, REPORT_CREATE_PATH } from '../model';
import { ReportCard } from './ReportCard';

export function ReportSidebar({ openId }: { openId: number | null }) {
  const { data, error, isLoading, refetch } = useListReportsQuery();
  const [menuOf, setMenuOf] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const confirmDelete = useDeleteReport(openId);

  let body;
  if (isLoading) {
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
  } else if (data.length === 0) {
    body = <EmptyState text="보고서가 없습니다." py={24} />;
  } else {
    body = groupByYear(data).map(({ year, cards }) => (
      <Stack key={year} gap="xs" component="section" aria-label={`${year}년`}>
        <Text fz="sm" fw={700} c="dimmed">
          {year}년
        </Text>
        {cards.map((card) => (
          <ReportCard
            key={card.id}
            card={card}
            active={card.id === openId}
            menuOpen={menuOf === card.id}
            onMenuChange={(open) =>
              setMenuOf((current) => {
                if (open) return card.id;
                return current === card.id ? null : current;
              })
            }
            editing={editing === card.id}
            onEdit={() => setEditing(card.id)}
            onEditEnd={() => setEditing(null)}
            onDelete={() => confirmDelete(card)}
          />
        ))}
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
      </Stack>
    </Paper>
  );
}
