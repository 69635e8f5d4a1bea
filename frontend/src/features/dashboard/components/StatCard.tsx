//! A figure with its label, icon and an optional action.
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  unit,
  icon,
  color = 'brand',
  footer,
}: {
  label: string;
  value: string;
  unit?: string;
  icon: ReactNode;
  color?: string;
  footer?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <ThemeIcon size={40} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={36} fw={800} lh={1} data-testid={`stat-${label}`}>
            {value}
          </Text>
          {unit ? (
            <Text fz="md" c="dimmed" fw={600}>
              {unit}
            </Text>
          ) : null}
        </Group>
        {footer}
      </Stack>
    </Paper>
  );
}
