//! A group in the group list: image, name, description and member count; opens its page.
import { Card, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { LpGroupDto } from '../api';
import { GroupImage } from './GroupImage';

export function GroupCard({ group, onOpen }: { group: LpGroupDto; onOpen: () => void }) {
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={`${group.name} 그룹 열기`}
      style={{ textAlign: 'left', cursor: 'pointer' }}
    >
      <Card.Section>
        <GroupImage groupId={group.id} hasImage={group.has_image} name={group.name} height={140} />
      </Card.Section>
      <Stack gap={4} mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {group.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            멤버 {formatNumber(group.member_count)}명
          </Text>
        </Group>
        <Text fz="sm" c="dimmed" lineClamp={2} mih={40}>
          {group.description || '-'}
        </Text>
      </Stack>
    </Card>
  );
}
