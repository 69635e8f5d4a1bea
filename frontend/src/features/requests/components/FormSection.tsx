//! A titled panel of the request form.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
