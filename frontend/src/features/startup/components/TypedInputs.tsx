//! The sidebar's typed filters: a range of amounts in 억원 and a range of dates. Each box keeps
//! its own keystrokes and hands the search a value after the pause (useTypedFilter).
import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTypedFilter } from '../hooks/useTypedFilter';

interface TypedProps {
  label: string;
  committed: string;
  onCommit: (value: string) => void;
  error?: ReactNode;
}

function EokInput({
  label,
  committed,
  onCommit,
  error,
  placeholder,
}: TypedProps & { placeholder: string }) {
  const { text, change } = useTypedFilter(committed, onCommit);
  return (
    <NumberInput
      aria-label={label}
      placeholder={placeholder}
      value={text}
      // A number, or the text while it is no number yet ('', '1.').
      onChange={(value) => change(String(value))}
      min={0}
      allowNegative={false}
      // 0.0001억원 is 1만원: finer amounts mean nothing to this search.
      decimalScale={4}
      hideControls
      rightSection={
        <Text fz="xs" c="dimmed">
          억원
        </Text>
      }
      rightSectionWidth={44}
      error={error}
      flex={1}
    />
  );
}

function DateInput({
  label,
  committed,
  onCommit,
  error,
  min,
  max,
}: TypedProps & { min?: string; max?: string }) {
  const { text, change } = useTypedFilter(committed, onCommit);
  return (
    <TextInput
      type="date"
      aria-label={label}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      min={min || undefined}
      max={max || undefined}
      error={error}
    />
  );
}

export interface RangeProps {
  /** The range's name: the group's heading and the start of each box's name. */
  title: string;
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  fromError?: ReactNode;
  toError?: ReactNode;
}

function RangeTitle({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" fw={600}>
      {children}
    </Text>
  );
}

export function EokRange({ title, from, to, onFrom, onTo, fromError, toError }: RangeProps) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <RangeTitle>{title}</RangeTitle>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <EokInput
          label={`${title} 최소`}
          placeholder="최소"
          committed={from}
          onCommit={onFrom}
          error={fromError}
        />
        <Text c="dimmed" pt={6}>
          ~
        </Text>
        <EokInput
          label={`${title} 최대`}
          placeholder="최대"
          committed={to}
          onCommit={onTo}
          error={toError}
        />
      </Group>
    </Stack>
  );
}

export function DateRange({ title, from, to, onFrom, onTo, fromError, toError }: RangeProps) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <RangeTitle>{title}</RangeTitle>
      {/* Stacked: a date box is too wide for two side by side in the sidebar. */}
      <DateInput
        label={`${title} 시작`}
        committed={from}
        onCommit={onFrom}
        max={to}
        error={fromError}
      />
      <DateInput
        label={`${title} 종료`}
        committed={to}
        onCommit={onTo}
        min={from}
        error={toError}
      />
    </Stack>
  );
}
