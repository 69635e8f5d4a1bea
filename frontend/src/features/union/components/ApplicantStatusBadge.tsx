//! An applicant's status as a coloured badge (colours from the one map in ../model).
import { Badge, type BadgeProps } from '@mantine/core';
import { applicantStatusInfo } from '../model';

export function ApplicantStatusBadge({
  status,
  size = 'md',
}: {
  status: string;
  size?: BadgeProps['size'];
}) {
  const info = applicantStatusInfo(status);
  return (
    <Badge variant="light" color={info.color} size={size} radius="sm">
      {info.label}
    </Badge>
  );
}
