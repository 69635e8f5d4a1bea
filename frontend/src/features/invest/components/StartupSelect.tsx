//! The startup a new investment goes to, picked by name from the server's suggestions for what
//! is typed.
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { useSuggestStartupsQuery } from '../api';

export interface PickedStartup {
  id: number;
  name: string;
}

export function StartupSelect({
  value,
  onChange,
  error,
}: {
  value: PickedStartup | null;
  onChange: (startup: PickedStartup | null) => void;
  error?: string;
}) {
  const [text, setText] = useState(value?.name ?? '');
  const query = useSearchDebounce(text.trim());
  const searching = query !== '' && query !== value?.name;
  const { data } = useSuggestStartupsQuery({ q: query }, { skip: !searching });
  const suggestions = searching ? (data ?? []) : [];
  // The picked startup stays an option, so the box keeps showing its name.
  const options = [...(value ? [value] : []), ...suggestions.filter((s) => s.id !== value?.id)];
  return (
    <Select
      label="기업"
      withAsterisk
      placeholder="기업명으로 검색"
      leftSection={<IconSearch size={16} />}
      searchable
      searchValue={text}
      onSearchChange={setText}
      value={value ? String(value.id) : null}
      onChange={(picked, option) =>
        onChange(
          picked === null || option === null ? null : { id: Number(picked), name: option.label },
        )
      }
      data={options.map((startup) => ({ value: String(startup.id), label: startup.name }))}
      // The server has already matched the names: show its answer as it is.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={searching ? '검색 결과가 없습니다.' : undefined}
      error={error}
    />
  );
}
