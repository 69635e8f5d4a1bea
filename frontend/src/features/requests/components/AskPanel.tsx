//! What a request asked: the due date with the days left, when and by whom it was sent, the
//! documents named and the message the startups read.
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import type { DataRequestSummaryDto } from '../api';
import { DueDate } from './DueDate';

export function AskPanel({ request, today }: { request: DataRequestSummaryDto; today: string }) {
  const { ask } = request;
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="요청 내용">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label="기한" size="md">
            <DueDate
              dueOn={ask.due_on}
              today={today}
              settled={request.answered >= request.targets}
            />
          </Field>
          <Field label="요청일">{formatDate(request.created_at)}</Field>
          <Field label="작성자">{request.created_by}</Field>
        </SimpleGrid>
        <Field label="요청 항목">{ask.summary}</Field>
        {ask.message.trim() ? (
          <Field label="요청 내용">
            <span style={{ whiteSpace: 'pre-wrap' }}>{ask.message}</span>
          </Field>
        ) : null}
      </Stack>
    </Paper>
  );
}
