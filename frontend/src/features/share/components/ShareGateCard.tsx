//! The calm card a link that asks something before it opens shows (its password, the reader's
//! e-mail): an icon, what is asked and why, then the form. One look for every gate.
import { Center, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ShareGateCard({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Under the title: what to do, and anything the viewer should know first. */
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="xs" p={40} maw={440} w="100%">
        <Stack gap="md">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              {icon}
            </ThemeIcon>
            <Title order={1} fz={22}>
              {title}
            </Title>
            {intro}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
