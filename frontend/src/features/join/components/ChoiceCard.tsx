//! A large selectable card (join type, investor type).
import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowRight } from '@/shared/ui/icons';
import classes from './ChoiceCard.module.css';

export function ChoiceCard({
  icon,
  title,
  description,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  onClick: () => void;
}) {
  return (
    <UnstyledButton className={classes.card} onClick={onClick}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700} fz="lg">
            {title}
          </Text>
          <Text fz="sm" c="dimmed" lh={1.6}>
            {description}
          </Text>
        </Stack>
        <IconArrowRight size={20} className={classes.arrow} />
      </Group>
    </UnstyledButton>
  );
}
