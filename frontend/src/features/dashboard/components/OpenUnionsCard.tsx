//! 모집 현황: the unions still being raised, soonest recruitment end first, each with its status,
//! days left, a bar of paid and applied against its target, its amounts and applicants.
import { Anchor, Badge, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { UnionStatusBadge } from '@/entities/union';
import {
  formatDate,
  formatDDay,
  formatNumber,
  formatProgress,
  formatWonUnit,
  koreanToday,
} from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { OpenUnionDto } from '../api';
import { raisingSegments, unionPath, UNIONS_PATH } from '../model';
import { GlanceCard } from './GlanceCard';

function OpenUnion({ union, today }: { union: OpenUnionDto; today: string }) {
  const bar = raisingSegments(union);
  // Past its end and still not formed: the D+ reads as a warning.
  const ended = union.recruitment_end_date < today;
  return (
    <Stack component="li" gap={6} py={10}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor
            component={RouterLink}
            to={unionPath(union.union_id)}
            c="dark.7"
            fw={600}
            fz="sm"
            lineClamp={1}
            style={{ wordBreak: 'break-all' }}
          >
            {union.name}
          </Anchor>
          <UnionStatusBadge status={union.status} size="sm" />
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text fz="xs" c="dimmed">
            모집 마감 {formatDate(union.recruitment_end_date)}
          </Text>
          <Badge variant="light" color={ended ? 'red' : 'gray'} size="sm" radius="sm">
            {formatDDay(union.recruitment_end_date, today)}
          </Badge>
        </Group>
      </Group>
      <Progress.Root
        size="md"
        role="group"
        aria-label={`${union.name} 모집률 ${formatProgress(union.progress)}`}
      >
        <Progress.Section value={bar.paid} color="teal" aria-label="납입 완료" />
        <Progress.Section value={bar.unpaid} color="blue.3" aria-label="납입 대기" />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="xs" c="dimmed">
          신청 {formatWonUnit(union.applied_amount)} / 목표 {formatWonUnit(union.target_amount)}{' '}
          <Text span fw={700} c="dark.7">
            ({formatProgress(union.progress)})
          </Text>
        </Text>
        <Text fz="xs" c="dimmed">
          납입 {formatWonUnit(union.paid_amount)} · 신청자 {formatNumber(union.applicant_count)}명
        </Text>
      </Group>
    </Stack>
  );
}

export function OpenUnionsCard({ unions, total }: { unions: OpenUnionDto[]; total: number }) {
  const today = koreanToday();
  return (
    <GlanceCard
      title="모집 현황"
      description={
        total > unions.length
          ? `진행 중인 조합 ${formatNumber(total)}개 중 모집 마감이 가까운 ${formatNumber(unions.length)}개입니다.`
          : '모집 마감이 가까운 순서입니다.'
      }
      to={UNIONS_PATH}
    >
      {unions.length === 0 ? (
        <Text fz="sm" c="dimmed" py="sm">
          모집 중인 조합이 없습니다.
        </Text>
      ) : (
        <>
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="모집 중인 조합 목록"
          >
            {unions.map((union) => (
              <OpenUnion key={union.union_id} union={union} today={today} />
            ))}
          </Stack>
          <Group gap="md">
            <Legend color="teal" label="납입 완료" />
            <Legend color="blue.3" label="신청 (납입 대기)" />
          </Group>
        </>
      )}
    </GlanceCard>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={10} h={10} bg={color} style={{ borderRadius: 2 }} />
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
