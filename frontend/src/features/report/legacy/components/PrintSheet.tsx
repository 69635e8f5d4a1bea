//! A print view's page: a toolbar ('인쇄' opens the browser's print dialog, and the way back) over
//! the sheet that prints. On paper only the sheet shows: no toolbar, no app header or sidebar.
import { Box, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterLink } from '@/shared/ui/RouterLink';
import classes from './PrintSheet.module.css';

export function PrintSheet({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm" className={classes.toolbar}>
        <Button variant="default" component={RouterLink} to={backTo}>
          {backLabel}
        </Button>
        <Button onClick={() => window.print()}>인쇄</Button>
      </Group>
      <Box className={classes.sheet} data-testid="print-sheet">
        <Stack gap="lg">{children}</Stack>
      </Box>
    </Stack>
  );
}
