//! The matching modal's left column: the firm's unions, searchable by name, one to pick.
import { Center, Loader, Radio, Stack, Text } from '@mantine/core';
import { UnionStatusBadge } from '@/entities/union';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { DEFAULT_EMPTY_TEXT } from '@/shared/ui/EmptyState';
import { useMatchingUnionsQuery } from '../api';
import { SearchPanel } from './SearchPanel';

export function MatchingUnionList({
  search,
  onSearch,
  value,
  onChange,
}: {
  search: string;
  onSearch: (value: string) => void;
  value: number | null;
  onChange: (unionId: number) => void;
}) {
  const query = useSearchDebounce(search.trim());
  const { data, isLoading, isError } = useMatchingUnionsQuery(
    { q: query || undefined },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isLoading) {
    body = (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  } else if (isError) {
    body = (
      <Text c="red" fz="sm">
        조합 목록을 불러오지 못했습니다.
      </Text>
    );
  } else if (!data || data.length === 0) {
    body = (
      <Text c="dimmed" fz="sm" ta="center" py="lg">
        {DEFAULT_EMPTY_TEXT}
      </Text>
    );
  } else {
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        aria-label="조합 선택"
      >
        <Stack gap="sm">
          {data.map((union) => (
            <Radio
              key={union.id}
              value={String(union.id)}
              label={union.name}
              description={
                <span>
                  <UnionStatusBadge status={union.status} size="xs" />{' '}
                  {union.unique_number ? `고유번호 ${union.unique_number}` : null}
                </span>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <SearchPanel title="조합" search={search} onSearch={onSearch} placeholder="조합명으로 검색">
      {body}
    </SearchPanel>
  );
}
