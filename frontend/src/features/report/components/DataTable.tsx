//! The report screens' tables: a named table of columns (figures right-aligned), the empty line
//! when there are no rows, and rows that open something when `onOpen` is given.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A figure: right-aligned. */
  figure?: boolean;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  onOpen,
  minWidth = 720,
  emptyText,
}: {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  minWidth?: number;
  emptyText?: string;
}) {
  if (rows.length === 0) return <EmptyState text={emptyText} py={32} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover={onOpen !== undefined}
        aria-label={label}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.figure ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              {...(onOpen
                ? {
                    onClick: () => onOpen(row),
                    onKeyDown: (event: { key: string }) => {
                      if (event.key === 'Enter') onOpen(row);
                    },
                    tabIndex: 0,
                    style: { cursor: 'pointer' },
                  }
                : {})}
            >
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.figure ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
