//! A titled panel of the company profile; tables sit edge to edge, other content is padded.
import { Box, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({
  title,
  aside,
  padded = true,
  children,
}: {
  title: string;
  /** Beside the title, e.g. the total score or the unit of a table. */
  aside?: ReactNode;
  /** false for a table that runs to the panel's edges. */
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
