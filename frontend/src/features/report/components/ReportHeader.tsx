//! A report page's title row: the report's (or a union's) name, the base date and the scope it
//! was made for, and the page's buttons.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { ReportCardDto } from '../api';
import { scopeLabel } from '../model';

export function ReportHeader({
  card,
  title = card.title,
  actions,
}: {
  card: ReportCardDto;
  /** Another heading than the report's title (a union of the report). */
  title?: string;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      description={
        <Group component="span" gap="md">
          {title !== card.title ? <Text span>{card.title}</Text> : null}
          <Text span>기준일 {formatDate(card.base_date)}</Text>
          <Text span>범위 {scopeLabel(card.union_ids)}</Text>
        </Group>
      }
      actions={actions}
    />
  );
}
