//! A finance statement over the reported years: one column per year (oldest first, as the
//! server sends them) and one row per item, amounts in the report format and '-' where the
//! company reported nothing.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Panel } from '@/shared/ui/Panel';
import type { Row } from '../profile';

const NO_FINANCE_TEXT = '관련자료가 없습니다.';

export function FinanceTable<T extends { year?: number }>({
  title,
  rows,
  years,
  aside,
  children,
}: {
  title: string;
  rows: Row<T>[];
  years: T[];
  /** Beside the title, e.g. the download of the figures. */
  aside?: ReactNode;
  /** Under the table, e.g. a chart of one row. */
  children?: ReactNode;
}) {
  return (
    <Panel title={title} aside={aside} padded={false}>
      {years.length === 0 ? (
        <EmptyState text={NO_FINANCE_TEXT} py={40} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" horizontalSpacing="lg" striped aria-label={title}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>구분</Table.Th>
                  {years.map((year) => (
                    <Table.Th key={year.year} ta="right">
                      {year.year}년
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={String(row.key)}>
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    {years.map((year) => (
                      <Table.Td key={year.year} ta="right">
                        {formatWonReport(year[row.key] as number | null | undefined)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {children}
        </>
      )}
    </Panel>
  );
}
