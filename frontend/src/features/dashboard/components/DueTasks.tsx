//! The dashboard's 마감 임박 업무: up to five open tasks due within a week or already late, each
//! opening its task, with its due date ('기한 지남' once late) and assignee, and '전체 보기' to the
//! tasks list (its late tasks while there are any).
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { LoadError } from '@/shared/ui/LoadError';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListTasksQuery, type TaskDto } from '../api';
import { allTasksPath, DUE_TASKS_SHOWN, taskDetailPath } from '../model';

function DueTask({ task }: { task: TaskDto }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py={10}>
      <Anchor
        component={RouterLink}
        to={taskDetailPath(task.id)}
        c="dark.7"
        fw={500}
        fz="sm"
        lineClamp={1}
        style={{ wordBreak: 'break-all' }}
      >
        {task.title}
      </Anchor>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Text fz="sm" c={task.assignee ? undefined : 'dimmed'}>
          {task.assignee?.name ?? '미지정'}
        </Text>
        <Text fz="sm" c={task.overdue ? 'red.7' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(task.due_on)}
        </Text>
        {task.overdue ? (
          <Badge color="red" variant="light" size="sm" radius="sm" miw="max-content">
            기한 지남
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}

export function DueTasks() {
  const { data, isError, error, refetch } = useListTasksQuery(
    { view: 'due_soon', page: 1, pageSize: DUE_TASKS_SHOWN },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isError) {
    body = (
      <LoadError
        title="마감 임박 업무를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="xs">
        <Skeleton h={24} />
        <Skeleton h={24} />
      </Stack>
    );
  } else if (data.items.length === 0) {
    body = (
      <Text fz="sm" c="dimmed" py="sm">
        마감이 다가오는 업무가 없습니다.
      </Text>
    );
  } else {
    body = (
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="마감 임박 업무 목록"
      >
        {data.items.map((task) => (
          <DueTask key={task.id} task={task} />
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby="due-tasks" withBorder shadow="xs" p="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="due-tasks">
              마감 임박 업무
            </Title>
            <Text fz="sm" c="dimmed">
              일주일 안에 마감이거나 기한이 지난 업무입니다.
            </Text>
          </Stack>
          <Anchor component={RouterLink} to={allTasksPath(data?.counts.overdue ?? 0)} fz="sm">
            전체 보기
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
