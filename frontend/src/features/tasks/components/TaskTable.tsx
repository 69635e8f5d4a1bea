//! One page of tasks: status, title (opening the task; '자동' for the product's), union,
//! assignee, due date and comment count.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { dash, formatNumber } from '@/shared/format';
import type { FromList } from '@/shared/navigation/fromList';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { TaskDto } from '../api';
import { statusInfo, UNASSIGNED } from '../model';
import { taskDetailPath } from '../paths';
import { AutoBadge } from './AutoBadge';
import { DueDate } from './DueDate';

function TaskRow({ task, state }: { task: TaskDto; state: FromList }) {
  return (
    <Table.Tr>
      <Table.Td>
        <StatusBadge info={statusInfo(task)} size="sm" />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="center">
          <Anchor
            component={RouterLink}
            to={taskDetailPath(task.id)}
            state={state}
            c="dark.7"
            fw={500}
            style={{ wordBreak: 'break-word' }}
          >
            {task.title}
          </Anchor>
          <AutoBadge task={task} size="xs" />
        </Group>
      </Table.Td>
      <Table.Td fz="sm">{dash(task.union_name)}</Table.Td>
      <Table.Td fz="sm">
        {task.assignee ? (
          task.assignee.name
        ) : (
          <Text span fz="sm" c="dimmed">
            {UNASSIGNED}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <DueDate task={task} />
      </Table.Td>
      <Table.Td fz="sm" ta="right">
        {formatNumber(task.comment_count)}
      </Table.Td>
    </Table.Tr>
  );
}

export function TaskTable({ items, dimmed }: { items: TaskDto[]; dimmed: boolean }) {
  const { search } = useLocation();
  const state: FromList = { list: search };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="업무 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={96}>상태</Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={180}>조합</Table.Th>
            <Table.Th w={120}>담당자</Table.Th>
            <Table.Th w={170}>마감일</Table.Th>
            <Table.Th w={64} ta="right" style={{ whiteSpace: 'nowrap' }}>
              댓글
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((task) => (
            <TaskRow key={task.id} task={task} state={state} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
