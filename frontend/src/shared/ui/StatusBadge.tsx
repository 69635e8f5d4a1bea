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
  // Never cut to '사…': in a crowded table the badge keeps its whole label.
  return (
    <Badge variant="light" color={info.color} size={size} radius="sm" miw="max-content">
      {info.label}
    </Badge>
  );
}
