//! The frame of the public waiting-list pages: the sidebar layout already pads its pages, the
//! landing layout does not, so a visitor gets a centred column.
import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/session';

export function WaitingFrame({ children }: { children: ReactNode }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const content = <Stack gap="xl">{children}</Stack>;
  if (loggedIn) return content;
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      {content}
    </Container>
  );
}
