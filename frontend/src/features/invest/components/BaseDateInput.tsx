//! The day the figures are valued on: rows dated later are left out, so a past date reads as it
//! did then. Emptied, it goes back to today.
import { TextInput } from '@mantine/core';

export function BaseDateInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <TextInput
      label="기준일"
      type="date"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={180}
    />
  );
}
