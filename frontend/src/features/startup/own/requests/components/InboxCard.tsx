//! One request in the startup's inbox: its title and status, what it asks and by when, the
//! '자료 제출' (or, once answered, '다시 제출') button that opens the form under it, and the
//! answers given so far.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { InboxEntryDto } from '../api';
import { statusInfo } from '../model';
import { AccountAnswerPanel } from './AccountAnswerPanel';
import { AnswerHistory } from './AnswerHistory';
import { RequestFacts } from './RequestFacts';

export function InboxCard({ entry }: { entry: InboxEntryDto }) {
  const { target, answers } = entry;
  const [open, setOpen] = useState(false);
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label={target.ask.title}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {target.ask.title}
              </Title>
              <StatusBadge info={statusInfo(target)} />
            </Group>
            <Text fz="xs" c="dimmed">
              {formatDate(target.sent_at)} 받음
            </Text>
          </Stack>
          {open ? null : (
            <Button variant={answers.length > 0 ? 'light' : 'filled'} onClick={() => setOpen(true)}>
              {answers.length > 0 ? '다시 제출' : '자료 제출'}
            </Button>
          )}
        </Group>
        <RequestFacts target={target} />
        {open ? <AccountAnswerPanel entry={entry} onDone={() => setOpen(false)} /> : null}
        {answers.length > 0 ? <AnswerHistory answers={answers} /> : null}
      </Stack>
    </Paper>
  );
}
