//! The company-name box above the results, with the names the server suggests for what is typed
//! (after the 600 ms pause). Picking a name searches for it at once.
import { Autocomplete } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { useTypedFilter } from '../hooks/useTypedFilter';
import { useSuggestStartupsQuery } from '../api';

export function StartupNameSearch({
  committed,
  onCommit,
  error,
}: {
  committed: string;
  onCommit: (value: string) => void;
  error?: ReactNode;
}) {
  const { text, change, commitNow } = useTypedFilter(committed, onCommit);
  const query = useSearchDebounce(text.trim());
  const { data } = useSuggestStartupsQuery({ q: query }, { skip: query === '' });
  // Two companies may share a name; the dropdown needs each option once.
  const names = query === '' ? [] : [...new Set((data ?? []).map((item) => item.name))];
  return (
    <Autocomplete
      value={text}
      onChange={change}
      onOptionSubmit={commitNow}
      // Clearing the box is a decision, not typing: show every company at once.
      onClear={() => commitNow('')}
      data={names}
      // The server has already matched the names: show its answer as it is.
      filter={({ options }) => options}
      placeholder="기업명으로 검색"
      aria-label="기업명 검색"
      leftSection={<IconSearch size={16} />}
      error={error}
      clearable
    />
  );
}
