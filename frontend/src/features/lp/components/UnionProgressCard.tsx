//! One live union on the LP dashboard: a stacked bar of its applicants by status (R C S P F) and
//! its applied amount against the target.
import { Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { APPLICANT_STATUS_ORDER, applicantStatusInfo } from '@/entities/applicant';
import { UnionStatusBadge } from '@/entities/union';
import { formatNumber, formatProgress, formatWonUnit } from '@/shared/format';
import type { UnionProgressDto } from '../api';

function StatusBar({ counts }: { counts: UnionProgressDto['status_counts'] }) {
  const countOf = (status: string) => counts.find((item) => item.status === status)?.count ?? 0;
  const total = APPLICANT_STATUS_ORDER.reduce((sum, status) => sum + countOf(status), 0);
  if (total === 0) {
    return (
      <Text fz="xs" c="dimmed">
        신청자가 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Progress.Root size={22} aria-label="상태별 신청자">
        {APPLICANT_STATUS_ORDER.filter((status) => countOf(status) > 0).map((status) => {
          const info = applicantStatusInfo(status);
          const count = countOf(status);
          return (
            <Tooltip key={status} label={`${info.label} ${formatNumber(count)}명`}>
              <Progress.Section
                value={(count / total) * 100}
                color={info.color}
                aria-label={`${info.label} ${formatNumber(count)}명`}
              >
                <Progress.Label>{formatNumber(count)}</Progress.Label>
              </Progress.Section>
            </Tooltip>
          );
        })}
      </Progress.Root>
      <Group gap="sm">
        {APPLICANT_STATUS_ORDER.map((status) => {
          const info = applicantStatusInfo(status);
          return (
            <Group key={status} gap={4} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  background: `var(--mantine-color-${info.color}-6)`,
                }}
              />
              <Text fz="xs" c="dimmed">
                {info.label} {formatNumber(countOf(status))}
              </Text>
            </Group>
          );
        })}
      </Group>
    </Stack>
  );
}

export function UnionProgressCard({ union }: { union: UnionProgressDto }) {
  const percent = Math.round(union.progress * 100);
  return (
    <Paper withBorder shadow="xs" p="md" data-testid={`union-${union.union_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {union.name}
          </Text>
          <UnionStatusBadge status={union.status} size="sm" />
        </Group>
        <StatusBar counts={union.status_counts} />
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              신청 {formatWonUnit(union.applied_amount)} / 목표 {formatWonUnit(union.target_amount)}
            </Text>
            <Text fz="xs" fw={700}>
              {formatProgress(union.progress)}
            </Text>
          </Group>
          <Progress
            value={Math.min(Math.max(percent, 0), 100)}
            size="sm"
            aria-label={`${union.name} 진행률 ${formatProgress(union.progress)}`}
          />
          <Text fz="xs" c="dimmed">
            납입 {formatWonUnit(union.paid_amount)}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
