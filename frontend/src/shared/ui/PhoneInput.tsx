//! Phone number input that keeps digits only and shows them grouped (010-1234-5678).
import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly, formatPhone } from '@/shared/format';

export function PhoneInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (digits: string) => void;
}) {
  const shown = value ? formatPhone(value) : '';
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="tel"
      placeholder="010-0000-0000"
      {...props}
      value={shown}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value).slice(0, 11))}
    />
  );
}
