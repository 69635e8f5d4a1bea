//! Why the payment buttons are off for anyone but the CEO (the server refuses them too).
import { Group, Text } from '@mantine/core';
import { IconLock } from '@/shared/ui/icons';
import { CEO_ONLY_NOTE } from '../model';

export function CeoOnlyNote({ canPay }: { canPay: boolean }) {
  if (canPay) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconLock size={16} />
      <Text fz="sm">{CEO_ONLY_NOTE}</Text>
    </Group>
  );
}
