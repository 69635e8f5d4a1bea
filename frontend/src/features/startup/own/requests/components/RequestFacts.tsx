//! What a request says, as the inbox card and the link page show it: who asks, what, by when
//! (with the days left while it waits) and the firm's message.
import { Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { Field } from '@/shared/ui/Field';
import type { RequestTargetDto } from '../api';
import { formatDate, formatDDay } from '@/shared/format';
import { isOpen } from '../model';

export function RequestFacts({ target }: { target: RequestTargetDto }) {
  const { ask } = target;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Field label="요청한 투자사">{target.firm_name}</Field>
        <Field label="요청 항목">{ask.summary}</Field>
        <Field label="기한">
          <Group gap="xs">
            {formatDate(ask.due_on)}
            {isOpen(target) ? (
              <Badge
                variant="outline"
                size="sm"
                radius="sm"
                color={target.status === 'late' ? 'red' : 'blue'}
              >
                {formatDDay(ask.due_on)}
              </Badge>
            ) : null}
          </Group>
        </Field>
      </SimpleGrid>
      {ask.message.trim() ? (
        <Field label="요청 내용">
          <span style={{ whiteSpace: 'pre-wrap' }}>{ask.message}</span>
        </Field>
      ) : null}
    </Stack>
  );
}
