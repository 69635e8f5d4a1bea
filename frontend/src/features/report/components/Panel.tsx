//! A titled panel of a report page (a region named by its title); tables run to its edges,
//! other content is padded.
import { Box, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Panel({
  title,
  aside,
  padded = true,
  children,
}: {
  title: string;
  /** Beside the title: the panel's actions or a unit. */
  aside?: ReactNode;
  padded?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={0}
      style={{ overflow: 'hidden' }}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" align="center" p="lg" pb="sm" gap="sm">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {aside}
      </Group>
      {padded ? (
        <Box p="lg" pt="xs">
          {children}
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}
