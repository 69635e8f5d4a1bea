//! A task's due date ('-' without one), and '기한 지남' in red once an open task is past it.
import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { TaskDto } from '../api';
import { OVERDUE } from '../model';

export function DueDate({ task }: { task: Pick<TaskDto, 'due_on' | 'overdue'> }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span fz="sm" c={task.overdue ? 'red.7' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(task.due_on)}
      </Text>
      {task.overdue ? (
        <Badge color="red" variant="light" size="sm" radius="sm" miw="max-content">
          {OVERDUE}
        </Badge>
      ) : null}
    </Group>
  );
}
