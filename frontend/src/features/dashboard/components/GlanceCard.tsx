//! The frame of a glance card: a titled region, a line on what it shows and the link to the list
//! behind it (every tile opens its list).
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { RouterLink } from '@/shared/ui/RouterLink';

export function GlanceCard({
  title,
  description,
  to,
  linkLabel = '전체 보기',
  children,
}: {
  title: string;
  description?: string;
  /** The list the card opens. */
  to: string;
  linkLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder shadow="xs" p="lg" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {description ? (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          <Anchor component={RouterLink} to={to} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {linkLabel}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
