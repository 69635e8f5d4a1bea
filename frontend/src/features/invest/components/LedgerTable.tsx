//! One kind of ledger row of a holding (investments, rounds, recoveries, valuations) as a table,
//! each row with a 삭제 that asks first. A refused delete (an investment whose shares were sold:
//! 409 ledger_inconsistent) shows the server's reason.
import { Button, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { notifyError, notifySuccess } from '@/shared/ui/notify';

export interface LedgerColumn<T> {
  label: string;
  value: (row: T) => string;
  /** Figures read right-aligned. */
  numeric?: boolean;
  /** Free text that may run long (a valuation's basis) wraps; the rest stays on one line. */
  wrap?: boolean;
}

export function LedgerTable<T extends { id: number }>({
  title,
  rows,
  columns,
  describe,
  onRemove,
}: {
  title: string;
  rows: T[];
  columns: LedgerColumn<T>[];
  /** Names the row in its button and in the question ('2024.03.15 투자'). */
  describe: (row: T) => string;
  /** Deletes the row; rejects with the ApiError of the failed request. */
  onRemove: (row: T) => Promise<unknown>;
}) {
  if (rows.length === 0) return null;

  const remove = (row: T) =>
    onRemove(row)
      .then(() => notifySuccess('삭제했습니다.'))
      .catch((error: ApiError) => notifyError(error.message, '삭제하지 못했습니다.'));

  const confirmRemove = (row: T) =>
    modals.openConfirmModal({
      title: `${title} 삭제`,
      centered: true,
      children: <Text fz="sm">{describe(row)} 내역을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(row),
    });

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={700}>
        {title}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" fz="sm" aria-label={title}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th w={72} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.label}
                    ta={column.numeric ? 'right' : undefined}
                    style={column.wrap ? undefined : { whiteSpace: 'nowrap' }}
                  >
                    {column.value(row)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  <Button
                    variant="default"
                    size="compact-xs"
                    c="red"
                    aria-label={`${describe(row)} 삭제`}
                    onClick={() => confirmRemove(row)}
                  >
                    삭제
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
