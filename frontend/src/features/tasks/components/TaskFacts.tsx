//! The task's facts: its union (opening the union), assignee (changed in place), due date, who
//! wrote it (or that the product did), when, when it was completed, and what is to be done.
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { dash, formatDateTime } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { TaskDto } from '../api';
import { AUTOMATIC_TASK } from '../model';
import { unionPath } from '../paths';
import { AssigneePicker } from './AssigneePicker';
import { DueDate } from './DueDate';

export function TaskFacts({ task }: { task: TaskDto }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <SimpleGrid component="dl" cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing={0} m={0}>
        <Field layout="row" label="조합">
          {task.union_id ? (
            <Anchor component={RouterLink} to={unionPath(task.union_id)} fz="sm">
              {dash(task.union_name)}
            </Anchor>
          ) : (
            '-'
          )}
        </Field>
        <Field layout="row" label="담당자">
          <AssigneePicker task={task} />
        </Field>
        <Field layout="row" label="마감일">
          <DueDate task={task} />
        </Field>
        <Field layout="row" label="만든 사람">
          {task.created_by ? task.created_by.name : AUTOMATIC_TASK}
        </Field>
        <Field layout="row" label="만든 날">
          {formatDateTime(task.created_at)}
        </Field>
        <Field layout="row" label="완료한 날">
          {formatDateTime(task.completed_at)}
        </Field>
      </SimpleGrid>
      <Text component="h2" fz="sm" c="dimmed" fw={400} mt="lg" mb={6}>
        내용
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {task.description.trim() ? task.description : '-'}
      </Text>
    </Paper>
  );
}
