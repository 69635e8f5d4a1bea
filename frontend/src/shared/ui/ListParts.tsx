// The pieces every paged list screen shares: the "총 N건" count with its search box, and the
// body that shows an error with retry, a loading skeleton, the empty state, or the table.
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import { EmptyState } from './EmptyState';
import { IconSearch } from './icons';

/** "총 N건" (or another `unit`, e.g. '명'), and a search box for a list the server searches. */
export function ListToolbar({
  total,
  unit = '건',
  search = '',
  onSearch,
  placeholder,
  label,
}: {
  total: number | undefined;
  unit?: string;
  search?: string;
  /** Without it the list has no search box. */
  onSearch?: (value: string) => void;
  placeholder?: string;
  label?: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text fz="sm" c="dimmed">
        총{' '}
        <Text span fw={700} c="dark.7">
          {total === undefined ? '-' : formatNumber(total)}
        </Text>
        {unit}
      </Text>
      {onSearch ? (
        <TextInput
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={label}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 280 }}
        />
      ) : null}
    </Group>
  );
}

/** Renders `children(items)` only once there are items to show. */
export function ListBody<T>({
  items,
  isError,
  isLoading,
  errorTitle,
  emptyText,
  onRetry,
  children,
}: {
  items: T[] | undefined;
  isError: boolean;
  isLoading: boolean;
  errorTitle: string;
  emptyText: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  if (isError) {
    return (
      <Alert color="red" variant="light" m="lg" title={errorTitle}>
        <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
          다시 시도
        </Button>
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Stack p="lg" gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (!items || items.length === 0) return <EmptyState text={emptyText} />;
  return children(items);
}
