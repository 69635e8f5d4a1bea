//! A code's Korean name in its colour, as a light badge: the one look of every status badge.
import { Badge, type BadgeProps } from '@mantine/core';

export interface StatusInfo {
  label: string;
  color: string;
}

export function StatusBadge({
  info,
  size = 'md',
}: {
  info: StatusInfo;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge variant="light" color={info.color} size={size} radius="sm">
      {info.label}
    </Badge>
  );
}
