//! Text written as plain text (notices, FAQ answers, inquiries): its line breaks kept, long
//! words wrapped. Never HTML: what was typed shows as typed.
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function PlainText({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text
      fz="sm"
      lh={1.8}
      c="gray.8"
      {...props}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {children}
    </Text>
  );
}
