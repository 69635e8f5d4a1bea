//! One column of the matching modal: a title, a search box and a scrolling body.
import { Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconSearch } from '@/shared/ui/icons';

export function SearchPanel({
  title,
  search,
  onSearch,
  placeholder,
  disabled = false,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          {title}
        </Text>
        <TextInput
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={`${title} 검색`}
          leftSection={<IconSearch size={16} />}
          disabled={disabled}
        />
        <ScrollArea h={480} type="auto" offsetScrollbars>
          {children}
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
