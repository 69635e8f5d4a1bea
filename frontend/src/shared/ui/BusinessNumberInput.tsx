//! Business registration number input: keeps the digits (at most ten), shows them grouped
//! (000-00-00000) as they are typed; a pasted '123-45-67890' or '1234567890' reads the same.
import { TextInput, type TextInputProps } from '@mantine/core';
import { businessNumberDigits, partialBusinessNumber } from '@/shared/format';

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
      value={partialBusinessNumber(value)}
      onChange={(event) => onChange(businessNumberDigits(event.currentTarget.value))}
    />
  );
}
