//! 요청 기업: startups picked by name (the server's suggestions for what is typed) or from the
//! firm's interest companies, each with an optional address to write to instead of the one of
//! the startup's account. A startup is picked once.
import { ActionIcon, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { useInterestCompaniesQuery, useSuggestStartupsQuery } from '../api';
import type { PickedStartup, RequestFormApi } from './requestForm';

/** The server's largest page: the firm's interest companies in one list. */
const INTEREST_PAGE_SIZE = 100;

type Candidate = { id: number; name: string };

const optionsOf = (candidates: Candidate[], picked: PickedStartup[]) =>
  candidates
    .filter((candidate) => !picked.some((startup) => startup.startup_id === candidate.id))
    .map((candidate) => ({ value: String(candidate.id), label: candidate.name }));

function NameSearch({
  picked,
  onPick,
}: {
  picked: PickedStartup[];
  onPick: (startup: Candidate) => void;
}) {
  const [text, setText] = useState('');
  const query = useSearchDebounce(text.trim());
  const { data } = useSuggestStartupsQuery({ q: query }, { skip: query === '' });
  const suggestions = query === '' ? [] : (data ?? []);
  return (
    <Select
      aria-label="기업명으로 추가"
      placeholder="기업명으로 검색해 추가"
      leftSection={<IconSearch size={16} />}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // Always empty: a pick adds a row below and the box is ready for the next name.
      value={null}
      onChange={(value, option) => {
        if (value === null || option === null) return;
        onPick({ id: Number(value), name: option.label });
        setText('');
      }}
      data={optionsOf(suggestions, picked)}
      // The server has already matched the names: show its answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={query === '' ? undefined : '검색 결과가 없습니다.'}
    />
  );
}

function InterestPick({
  picked,
  onPick,
}: {
  picked: PickedStartup[];
  onPick: (startup: Candidate) => void;
}) {
  const { data, isError } = useInterestCompaniesQuery({ page: 1, pageSize: INTEREST_PAGE_SIZE });
  const options = optionsOf(data?.items ?? [], picked);
  let placeholder = '관심 기업에서 추가';
  if (isError) placeholder = '관심 기업을 불러오지 못했습니다.';
  else if (data && data.items.length === 0) placeholder = '관심 기업이 없습니다.';
  return (
    <Select
      aria-label="관심 기업에서 추가"
      placeholder={placeholder}
      searchable
      value={null}
      onChange={(value, option) => {
        if (value !== null && option !== null) onPick({ id: Number(value), name: option.label });
      }}
      data={options}
      disabled={options.length === 0}
    />
  );
}

export function StartupPicker({ form }: { form: RequestFormApi }) {
  const picked = form.getValues().startups;
  const pick = (startup: Candidate) => {
    if (picked.some((row) => row.startup_id === startup.id)) return;
    form.insertListItem('startups', { startup_id: startup.id, name: startup.name, email: '' });
    // Picking is the answer to '요청할 기업을 골라 주세요.'.
    form.clearFieldError('startups');
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm">
        <NameSearch picked={picked} onPick={pick} />
        <InterestPick picked={picked} onPick={pick} />
      </Group>
      {form.errors.startups ? (
        <Text c="red" fz="sm">
          {form.errors.startups}
        </Text>
      ) : null}
      {picked.length === 0 ? (
        <Text fz="sm" c="dimmed">
          요청할 기업을 추가해 주세요.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label="선택한 기업">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>기업명</Table.Th>
                <Table.Th>이메일</Table.Th>
                <Table.Th w={56} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {picked.map((startup, index) => (
                <Table.Tr key={startup.startup_id}>
                  <Table.Td fw={600}>{startup.name}</Table.Td>
                  <Table.Td>
                    <TextInput
                      type="email"
                      aria-label={`${startup.name} 이메일`}
                      placeholder="기업 계정 이메일로 보냅니다"
                      maxLength={254}
                      {...form.getInputProps(`startups.${index}.email`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${startup.name} 삭제`}
                      onClick={() => form.removeListItem('startups', index)}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
