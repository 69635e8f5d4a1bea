//! An applicant's status as a coloured badge.
import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { applicantStatusInfo } from './status';

export function ApplicantStatusBadge({
  status,
  size,
}: {
  status: string;
  size?: BadgeProps['size'];
}) {
  return <StatusBadge info={applicantStatusInfo(status)} size={size} />;
}
