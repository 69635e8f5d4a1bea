//! A figure under its label. The default tile sits in a row of totals; `lg` is a page's headline
//! figure, with an icon, a unit and a line or action below.
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  /** Shown after the value, smaller (lg only, e.g. '명'). */
  unit?: string;
  /** Icon beside the label (lg only). */
  icon?: ReactNode;
  /** The icon's colour (lg only). */
  color?: string;
  size?: 'md' | 'lg';
  /** Under the value: a progress bar, a note, an action. */
  children?: ReactNode;
}

export function StatTile({
  label,
  value,
  unit,
  icon,
  color = 'brand',
  size = 'md',
  children,
}: StatTileProps) {
  if (size === 'md') {
    return (
      <Paper withBorder shadow="xs" p="md" data-testid={`tile-${label}`}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fz="xl" fw={700} mt={4}>
          {value}
        </Text>
        {children}
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xl" shadow="xs" data-testid={`tile-${label}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {icon ? (
            <ThemeIcon size={40} radius="md" variant="light" color={color}>
              {icon}
            </ThemeIcon>
          ) : null}
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={36} fw={800} lh={1}>
            {value}
          </Text>
          {unit ? (
            <Text fz="md" c="dimmed" fw={600}>
              {unit}
            </Text>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
