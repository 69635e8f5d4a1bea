//! One tab of the member-select modal: a substring search over the whole list (it comes unpaged
//! from the server), checkboxes paged by 10, 전체 선택 for every selectable row the search
//! matches and 전체 삭제 for the tab's whole selection.
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconSearch } from '@/shared/ui/icons';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { SelectionButtons } from './SelectionButtons';

export interface PickRow {
  label: ReactNode;
  description: ReactNode;
  /** Why the row cannot be picked (e.g. '이메일 없음'); absent when it can. */
  blocked?: string;
}

export function PickList<T>({
  name,
  unit,
  placeholder,
  items,
  isLoading,
  isError,
  onRetry,
  matches,
  idOf,
  rowOf,
  selected,
  onChange,
}: {
  /** What the rows are ('조합원', '그룹'): names the search box and the list. */
  name: string;
  /** Counting word for the selection ('명', '개'). */
  unit: string;
  placeholder: string;
  items: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  matches: (item: T, query: string) => boolean;
  idOf: (item: T) => number;
  rowOf: (item: T) => PickRow;
  selected: Set<number>;
  onChange: (next: Set<number>) => void;
}) {
  const [search, setSearch] = useState('');
  const { page, setPage } = usePagedFilter([search]);
  const shown = useMemo(
    () => (items ?? []).filter((item) => matches(item, search)),
    [items, matches, search],
  );
  const totalPages = totalPagesOf(shown.length, PAGE_SIZE);
  const current = Math.min(page, totalPages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const selectAll = () => {
    const next = new Set(selected);
    for (const item of shown) if (!rowOf(item).blocked) next.add(idOf(item));
    onChange(next);
  };

  return (
    <Stack gap="sm">
      <TextInput
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
        placeholder={placeholder}
        aria-label={`${name} 검색`}
        leftSection={<IconSearch size={16} />}
      />
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" data-testid={`${name}-selected-count`}>
          선택 {formatNumber(selected.size)}
          {unit}
        </Text>
        <SelectionButtons
          onSelectAll={selectAll}
          onClear={() => onChange(new Set())}
          canSelectAll={shown.length > 0}
          canClear={selected.size > 0}
        />
      </Group>
      {isError ? (
        <Alert color="red" variant="light" title={`${name} 목록을 불러오지 못했습니다.`}>
          <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
            다시 시도
          </Button>
        </Alert>
      ) : isLoading ? (
        <Stack gap="xs">
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState py={32} text={search.trim() ? '검색 결과가 없습니다.' : undefined} />
      ) : (
        <Stack gap={0} role="list" aria-label={`${name} 목록`}>
          {rows.map((item) => {
            const id = idOf(item);
            const row = rowOf(item);
            return (
              <Group
                key={id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Checkbox
                  checked={!row.blocked && selected.has(id)}
                  disabled={Boolean(row.blocked)}
                  onChange={(event) => toggle(id, event.currentTarget.checked)}
                  label={row.label}
                  description={row.description}
                />
                {row.blocked ? (
                  <Text fz="xs" c="red.7" style={{ flexShrink: 0 }}>
                    {row.blocked}
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      )}
      <Pagination page={current} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}
