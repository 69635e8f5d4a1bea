//! A labelled read-only value: the label over the value in summary cards, or beside it as a
//! <dt>/<dd> row of a definition list (a <dl> grid) on long detail sheets.
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldProps {
  label: string;
  children: ReactNode;
  /** 'stack' (default): label over value. 'row': label beside value, inside a <dl>. */
  layout?: 'stack' | 'row';
  /** 'md' for the few key facts of a panel (larger, bolder value). */
  size?: 'sm' | 'md';
}

export function Field({ label, children, layout = 'stack', size = 'sm' }: FieldProps) {
  if (layout === 'row') {
    return (
      <Group
        gap="md"
        wrap="nowrap"
        align="flex-start"
        py={10}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Text component="dt" fz="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
          {label}
        </Text>
        <Text
          component="dd"
          fz="sm"
          m={0}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {children}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={size} fw={size === 'md' ? 600 : 500} component="div">
        {children}
      </Text>
    </Stack>
  );
}
