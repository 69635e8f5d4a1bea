//! 받는 기업: locked to the company the address names (a reply, a startup's profile), or picked
//! — a firm searches the startups by name, a startup chooses among its correspondents.
import { Select, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Me } from '@/entities/me';
import {
  pickerKind,
  useCorrespondents,
  useRecipientName,
  useStartupChoices,
} from '../hooks/useRecipients';
import type { CompanyChoice } from '../model';

const LABEL = '받는 기업';

export function LockedRecipient({
  companyId,
  knownName,
  me,
  error,
}: {
  companyId: number;
  /** The name when already known (the replied message's sender). */
  knownName?: string;
  me: Me | undefined;
  error?: ReactNode;
}) {
  const { name, failed } = useRecipientName(companyId, me, knownName);
  let shown = name ?? '불러오는 중…';
  if (!name && failed) shown = `기업 번호 ${companyId}`;
  return (
    <TextInput
      label={LABEL}
      withAsterisk
      readOnly
      value={shown}
      description={!name && failed ? '받는 기업의 이름을 불러오지 못했습니다.' : undefined}
      error={error}
    />
  );
}

interface PickerProps {
  me: Me;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** A startup's choice: the companies it has written with, filtered as typed. */
function CorrespondentPicker({ me, value, onChange, error, disabled }: PickerProps) {
  const { choices, loading, failed } = useCorrespondents(me, true);
  let nothing = '주고받은 메시지가 있는 기업에만 보낼 수 있습니다.';
  if (loading) nothing = '불러오는 중…';
  else if (failed) nothing = '기업 목록을 불러오지 못했습니다.';
  return (
    <Select
      label={LABEL}
      withAsterisk
      placeholder="받는 기업을 선택해 주세요"
      searchable
      data={choices}
      value={value}
      onChange={onChange}
      nothingFoundMessage={nothing}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A firm's choice: the startups the server finds by the typed name. */
function StartupPicker({ value, onChange, error, disabled }: PickerProps) {
  const [search, setSearch] = useState('');
  // The picked startup stays an option while other names are searched, so it stays shown.
  const [picked, setPicked] = useState<CompanyChoice | null>(null);
  const { choices, searching, failed } = useStartupChoices(search, true);
  const data =
    picked && !choices.some((choice) => choice.value === picked.value)
      ? [picked, ...choices]
      : choices;
  let nothing = '검색된 스타트업이 없습니다.';
  if (searching) nothing = '검색 중…';
  else if (failed) nothing = '스타트업을 검색하지 못했습니다.';
  return (
    <Select
      label={LABEL}
      withAsterisk
      placeholder="스타트업 이름으로 검색해 주세요"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered by the name already.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
      nothingFoundMessage={nothing}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

export function RecipientPicker(props: PickerProps) {
  return pickerKind(props.me) === 'correspondents' ? (
    <CorrespondentPicker {...props} />
  ) : (
    <StartupPicker {...props} />
  );
}
