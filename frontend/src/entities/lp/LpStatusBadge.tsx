//! An LP member's status (대기, 정상, 정지) as a coloured badge.
import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { lpStatusInfo } from './status';

export function LpStatusBadge({ status, size }: { status: string; size?: BadgeProps['size'] }) {
  return <StatusBadge info={lpStatusInfo(status)} size={size} />;
}
