//! A company's figures, one row each: the label on the left, the figure on the right.
import { Group, Stack, Text } from '@mantine/core';
import type { Figure } from './companyFigures';

export function FigureRows({ figures }: { figures: Figure[] }) {
  return (
    <Stack gap="xs">
      {figures.map((figure) => (
        <Group
          key={figure.label}
          justify="space-between"
          gap="sm"
          wrap="nowrap"
          data-testid={`figure-${figure.label}`}
        >
          <Text fz="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700}>{figure.value}</Text>
        </Group>
      ))}
    </Stack>
  );
}
