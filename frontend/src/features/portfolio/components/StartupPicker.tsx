//! '기업 추가': a startup picked by name from the server's suggestions for what is typed (the
//! startups already picked are not offered again); picking adds it and empties the box.
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { useSuggestStartupsQuery } from '../api';
import type { Target } from '../model';

export function StartupPicker({
  picked,
  onAdd,
}: {
  picked: Target[];
  onAdd: (startup: Target) => void;
}) {
  const [text, setText] = useState('');
  const query = useSearchDebounce(text.trim());
  const searching = query !== '';
  const { data, isFetching } = useSuggestStartupsQuery({ q: query }, { skip: !searching });
  const taken = new Set(picked.map((target) => target.id));
  const options = searching ? (data ?? []).filter((startup) => !taken.has(startup.id)) : [];
  return (
    <Select
      label="기업 추가"
      placeholder="기업명으로 검색"
      leftSection={<IconSearch size={16} />}
      searchable
      searchValue={text}
      onSearchChange={setText}
      value={null}
      onChange={(id, option) => {
        if (id === null || option === null) return;
        onAdd({ id: Number(id), name: option.label });
        setText('');
      }}
      data={options.map((startup) => ({ value: String(startup.id), label: startup.name }))}
      // The server has already matched the names: show its answer as it is.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={searching && !isFetching ? '검색 결과가 없습니다.' : undefined}
    />
  );
}
