//! A titled panel of a page (a region named by its title), as the report pages and the company
//! profile show them: the title with what goes beside it, then the content, padded unless it is
//! a table that runs to the panel's edges.
import { Box, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Panel({
  title,
  aside,
  padded = true,
  children,
}: {
  title: string;
  /** Beside the title: the panel's actions, a total score or the unit of a table. */
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
