//! The status table: every report being made ('생성 중', with a busy bar), refused ('실패', with
//! the server's reason) or made ('완료'), its scope, size, author and date, and '보기'.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { formatDate, formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge, type StatusInfo } from '@/shared/ui/StatusBadge';
import type { RowState, StatusRow } from '../model';
import { BusyBar } from './BusyBar';
import { DataTable, type Column } from './DataTable';

const STATES: Record<RowState, StatusInfo> = {
  creating: { label: '생성 중', color: 'brand' },
  done: { label: '완료', color: 'teal' },
  failed: { label: '실패', color: 'red' },
};

function StateCell({ row, onDismiss }: { row: StatusRow; onDismiss: (key: string) => void }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge info={STATES[row.state]} size="sm" />
      {row.state === 'creating' ? <BusyBar label={`${row.title} 생성 중`} /> : null}
      {row.state === 'failed' ? (
        <>
          <Text fz="xs" c="red.8">
            {row.error}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            color="gray"
            onClick={() => onDismiss(row.key)}
          >
            목록에서 지우기
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

export function StatusTable({
  rows,
  onDismiss,
}: {
  rows: StatusRow[];
  onDismiss: (key: string) => void;
}) {
  const columns: Column<StatusRow>[] = [
    {
      header: '보고서명',
      cell: (row) => (
        <Text fw={600} fz="sm">
          {row.title}
        </Text>
      ),
    },
    { header: '기준일', cell: (row) => formatDate(row.baseDate) },
    { header: '범위', cell: (row) => row.scope },
    {
      header: '기업 수',
      figure: true,
      cell: (row) => (row.companyCount === null ? '-' : `${formatNumber(row.companyCount)}곳`),
    },
    { header: '작성자', cell: (row) => row.author ?? '-' },
    { header: '생성일', cell: (row) => formatDate(row.createdAt) },
    { header: '상태', cell: (row) => <StateCell row={row} onDismiss={onDismiss} /> },
    {
      header: '보기',
      cell: (row) =>
        row.to ? (
          <Anchor component={RouterLink} to={row.to} fz="sm" aria-label={`${row.title} 보기`}>
            보기
          </Anchor>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable
      label="보고서 현황"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      minWidth={720}
    />
  );
}
