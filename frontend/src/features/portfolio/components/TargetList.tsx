//! The target startups in page order, each with 위로, 아래로 and 제외.
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconX } from '@/shared/ui/icons';
import type { Target } from '../model';

/** An arrow in the shared icons' look (their set has none pointing up or down). */
const Arrow = ({ up }: { up: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </svg>
);

export function TargetList({
  targets,
  onMove,
  onRemove,
}: {
  targets: Target[];
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="md" aria-label="대상 기업">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th w={64}>순서</Table.Th>
          <Table.Th>기업</Table.Th>
          <Table.Th w={132} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {targets.map((target, index) => (
          <Table.Tr key={target.id}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {target.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${target.name} 위로 이동`}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <Arrow up />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${target.name} 아래로 이동`}
                  disabled={index === targets.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <Arrow up={false} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${target.name} 제외`}
                  onClick={() => onRemove(index)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
