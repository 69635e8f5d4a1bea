//! A union's status as a coloured badge.
import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { unionStatusInfo } from './status';

export function UnionStatusBadge({ status, size }: { status: string; size?: BadgeProps['size'] }) {
  return <StatusBadge info={unionStatusInfo(status)} size={size} />;
}
