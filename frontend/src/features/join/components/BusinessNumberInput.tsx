//! Business registration number input: digits only, shown as 000-00-00000.
import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly } from '@/shared/format';

function partial(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function BusinessNumberInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <TextInput
      inputMode="numeric"
      placeholder="000-00-00000"
      {...props}
      value={partial(value)}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value).slice(0, 10))}
    />
  );
}
