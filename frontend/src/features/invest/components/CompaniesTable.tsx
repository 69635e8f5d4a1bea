//! The invested companies, one row each, in the order asked for: a column's title sorts by it
//! (again: the other way round). Each row opens its lines per union.
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { CompanyFiguresDto } from '../api';
import { nextSort, sortCompanies, type Sort, type SortKey } from '../figures';
import { CompanyRow } from './CompanyRow';

const COLUMNS: { key: SortKey | null; label: string; figure?: boolean }[] = [
  { key: 'name', label: '기업명' },
  { key: null, label: '투자 조합' },
  { key: 'first', label: '최초 투자일' },
  { key: 'invested', label: '투자금액', figure: true },
  { key: 'value', label: '평가금액', figure: true },
  { key: 'recovered', label: '회수금', figure: true },
  { key: 'multiple', label: '멀티플', figure: true },
  { key: 'irr', label: 'IRR', figure: true },
];

export function CompaniesTable({
  companies,
  sort,
  onSort,
  dimmed,
}: {
  companies: CompanyFiguresDto[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Another base date is on its way. */
  dimmed: boolean;
}) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label="투자 기업 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {COLUMNS.map((column) => {
              const active = column.key !== null && sort.key === column.key;
              return (
                <Table.Th
                  key={column.label}
                  ta={column.figure ? 'right' : undefined}
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                >
                  {column.key === null ? (
                    column.label
                  ) : (
                    <UnstyledButton
                      fz="sm"
                      fw={700}
                      onClick={() => onSort(nextSort(sort, column.key as SortKey))}
                    >
                      {column.label}
                      <span aria-hidden>{active ? (sort.desc ? ' ↓' : ' ↑') : ''}</span>
                    </UnstyledButton>
                  )}
                </Table.Th>
              );
            })}
            <Table.Th>
              <VisuallyHidden>조합별 내역</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortCompanies(companies, sort).map((company) => (
            <CompanyRow
              key={company.startup_id}
              company={company}
              open={open.has(company.startup_id)}
              onToggle={() => toggle(company.startup_id)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
