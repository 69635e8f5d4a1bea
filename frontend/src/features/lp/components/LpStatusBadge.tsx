//! An LP member's status (대기, 정상, 정지) as a coloured badge.
import { Badge, type BadgeProps } from '@mantine/core';
import { lpStatusInfo } from '../model';

export function LpStatusBadge({
  status,
  size = 'md',
}: {
  status: string;
  size?: BadgeProps['size'];
}) {
  const info = lpStatusInfo(status);
  return (
    <Badge variant="light" color={info.color} size={size} radius="sm">
      {info.label}
    </Badge>
  );
}
