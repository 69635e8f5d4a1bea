// The pieces every paged list screen shares: the "총 N건" count with a search box, and the
// body that shows an error with retry, a loading skeleton, the empty state, or the table.
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@/shared/format';
import { EmptyState } from './EmptyState';
import { IconSearch } from './icons';

export function ListToolbar({
  total,
  search,
  onSearch,
  placeholder,
  label,
}: {
  total: number | undefined;
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text fz="sm" c="dimmed">
        총{' '}
        <Text span fw={700} c="dark.7">
          {total === undefined ? '-' : formatNumber(total)}
        </Text>
        건
      </Text>
      <TextInput
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        leftSection={<IconSearch size={16} />}
        w={{ base: '100%', sm: 280 }}
      />
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
