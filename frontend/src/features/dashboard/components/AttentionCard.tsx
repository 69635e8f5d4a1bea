//! 확인이 필요한 일: what waits on the firm today (documents to review, payments overdue, data
//! requests late), each opening where it is dealt with; '전체 보기' opens the tasks, where the same
//! work is kept as automatic tasks.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { AttentionDto } from '../api';
import { attentionPath, TASKS_PATH } from '../model';
import { GlanceCard } from './GlanceCard';

const KIND_COLORS: Record<AttentionDto['kind'], string> = {
  documents_to_review: 'blue',
  payments_overdue: 'red',
  data_request_late: 'orange',
};

function AttentionRow({ item }: { item: AttentionDto }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={10}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Badge
          variant="light"
          color={KIND_COLORS[item.kind] ?? 'gray'}
          size="sm"
          radius="sm"
          miw="max-content"
        >
          {item.label}
        </Badge>
        <Anchor
          component={RouterLink}
          to={attentionPath(item)}
          c="dark.7"
          fw={500}
          fz="sm"
          lineClamp={2}
          style={{ wordBreak: 'break-all' }}
        >
          {item.title}
        </Anchor>
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fz="sm" fw={700}>
          {formatNumber(item.count)}건
        </Text>
        {item.due_on ? (
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            기한 {formatDate(item.due_on)}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

export function AttentionCard({ items }: { items: AttentionDto[] }) {
  return (
    <GlanceCard
      title="확인이 필요한 일"
      description="오늘 기준으로 처리를 기다리는 일입니다."
      to={TASKS_PATH}
    >
      {items.length === 0 ? (
        <EmptyState text="확인이 필요한 일이 없습니다." py={24} />
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="확인이 필요한 일 목록"
        >
          {items.map((item) => (
            <AttentionRow key={`${item.kind}-${item.ref_id}`} item={item} />
          ))}
        </Stack>
      )}
    </GlanceCard>
  );
}
