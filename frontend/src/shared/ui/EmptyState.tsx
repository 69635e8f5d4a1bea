//! The shared empty-state widget (spec "Shared widgets"): a dimmed line of text, '내역이 없습니다.' by default.
import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const DEFAULT_EMPTY_TEXT = '내역이 없습니다.';

export function EmptyState({
  text = DEFAULT_EMPTY_TEXT,
  action,
  py = 56,
}: {
  text?: ReactNode;
  /** Optional button or link under the text (e.g. "register the first one"). */
  action?: ReactNode;
  py?: number;
}) {
  return (
    <Center py={py} style={{ flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
      <Text c="dimmed">{text}</Text>
      {action}
    </Center>
  );
}
