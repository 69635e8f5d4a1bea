//! One step of the checklist: its number, what it asks, its state, owner and target date, the
//! note, the papers it needs (linked to 관련 자료, where they are uploaded) and what to look at.
import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { formatDate } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { unionDetailPath } from '../model';
import type { FormationStepDto } from './api';
import { stepState } from './model';

export function FormationStepItem({
  unionId,
  step,
  number,
  today,
  onRecord,
}: {
  unionId: number;
  step: FormationStepDto;
  number: number;
  /** 'YYYY-MM-DD' in Korea, to tell a passed target date. */
  today: string;
  /** Opens the step's modal; absent when the union can no longer be edited. */
  onRecord?: () => void;
}) {
  const titleId = useId();
  const done = Boolean(step.done_on);
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon
          radius="xl"
          size={32}
          variant={done ? 'filled' : 'light'}
          color={done ? 'teal' : 'gray'}
        >
          <Text fw={700} fz="sm" aria-hidden>
            {number}
          </Text>
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text id={titleId} fw={600}>
                  {step.label}
                </Text>
                <StatusBadge info={stepState(step, today)} size="sm" />
              </Group>
              <Text fz="sm" c="dimmed">
                {step.guide}
              </Text>
            </Stack>
            {onRecord ? (
              <Button variant="light" size="xs" onClick={onRecord}>
                기록
              </Button>
            ) : null}
          </Group>
          {step.owner_name || step.due_on ? (
            <Group gap="md">
              {step.owner_name ? <Text fz="sm">담당 {step.owner_name}</Text> : null}
              {step.due_on ? <Text fz="sm">목표일 {formatDate(step.due_on)}</Text> : null}
            </Group>
          ) : null}
          {step.note ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {step.note}
            </Text>
          ) : null}
          {step.documents.length > 0 ? (
            <Group gap={6}>
              {step.documents.map((document) => (
                <Badge
                  key={document.category}
                  component={RouterLink}
                  to={unionDetailPath(unionId, 'data')}
                  variant="outline"
                  // An empty category is the paper still to upload.
                  color={document.file_count === 0 ? 'red' : 'gray'}
                  radius="sm"
                  style={{ cursor: 'pointer' }}
                >
                  {document.label} {document.file_count}건
                </Badge>
              ))}
            </Group>
          ) : null}
          {step.attention.length > 0 ? (
            <Alert color="yellow" variant="light" p="xs">
              <Stack component="ul" gap={2} m={0} pl="md">
                {step.attention.map((line) => (
                  <Text key={line} component="li" fz="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
