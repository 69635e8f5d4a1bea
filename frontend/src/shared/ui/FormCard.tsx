//! Centered card used by the login, join and account-recovery screens.
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormCard({
  title,
  description,
  children,
  width = 460,
  aside,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
  /** Content above the title (e.g. a step indicator). */
  aside?: ReactNode;
}) {
  return (
    <Box px="md">
      <Paper
        withBorder
        shadow="sm"
        p={{ base: 'lg', sm: 40 }}
        maw={width}
        w="100%"
        mx="auto"
        my={{ base: 24, sm: 56 }}
      >
        <Stack gap="lg">
          {aside}
          <Stack gap={6}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" fz="sm" lh={1.6}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
