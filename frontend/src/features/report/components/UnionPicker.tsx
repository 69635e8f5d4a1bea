//! The unions a report can be made for: the firm's unions on the base date, one checkbox each.
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '@/shared/ui/LoadError';
import { useInvestmentSourcesQuery } from '../api';

export function UnionPicker({
  baseDate,
  value,
  onChange,
  error,
}: {
  baseDate: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}) {
  const { data, error: loadError, isFetching, refetch } = useInvestmentSourcesQuery({ baseDate });

  if (loadError) {
    return (
      <LoadError
        title="조합 목록을 불러오지 못했습니다."
        error={loadError}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="xs">
        <Skeleton h={24} />
        <Skeleton h={24} />
      </Stack>
    );
  }
  if (data.sources.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        보고서에 담을 조합이 없습니다.
      </Text>
    );
  }
  return (
    <Checkbox.Group
      label="조합 선택"
      value={value}
      onChange={onChange}
      error={error}
      style={{ opacity: isFetching ? 0.6 : 1 }}
    >
      <Stack gap="xs" mt="xs">
        {data.sources.map((source) => (
          <Checkbox
            key={source.union_id}
            value={String(source.union_id)}
            label={source.union_name}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
