//! A legacy report page's title row: the report's name (or the page's own title above it), when
//! and by whom it was made, its base date and type, and the page's buttons.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { LegacyReportDto } from '@/features/report/api';
import { reportTypeLabel } from '../model';

export function LegacyHeader({
  report,
  title = report.rpt_name,
  actions,
}: {
  report: LegacyReportDto;
  /** Another heading than the report's name (a company, the members). */
  title?: string;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      description={
        <Group component="span" gap="md">
          {title !== report.rpt_name ? <Text span>{report.rpt_name}</Text> : null}
          <Text span>작성일 {formatDate(report.create_at)}</Text>
          <Text span>작성자 {report.create_by}</Text>
          <Text span>기준일 {formatDate(report.base_date)}</Text>
          <Text span>{reportTypeLabel(report.report_type)}</Text>
        </Group>
      }
      actions={actions}
    />
  );
}
