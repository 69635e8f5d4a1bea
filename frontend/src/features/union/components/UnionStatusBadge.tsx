//! A union's status as a coloured badge (colours from the one map in ../model).
import { Badge, type BadgeProps } from '@mantine/core';
import { statusInfo } from '../model';

export function UnionStatusBadge({
  status,
  size = 'md',
}: {
  status: string;
  size?: BadgeProps['size'];
}) {
  const info = statusInfo(status);
  return (
    <Badge variant="light" color={info.color} size={size} radius="sm">
      {info.label}
    </Badge>
  );
}
