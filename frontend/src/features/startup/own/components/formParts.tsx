//! The own company forms' building blocks (the titled panel is shared/ui/FormSection): whole-number inputs in 원, 주 or 명
//! (thousands separators while typing), and the save row with its in-flight guard.
import { Button, Group, NumberInput, Text, type NumberInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatWonReport } from '@/shared/format';
import { numberOrNull, type NumberValue } from '../model';

/** The unit after an input's value ('원', '주', '명'). */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * A whole number with separators. Amounts in 원 also read back in the profile's own units under
 * the input (1,500,000,000 → '15.00억원'), so a digit too many is seen before it is saved.
 */
export function WholeNumberInput({
  unit,
  signed = false,
  value,
  description,
  ...props
}: Omit<NumberInputProps, 'value'> & {
  unit: '원' | '주' | '명';
  signed?: boolean;
  value?: NumberValue;
}) {
  const amount = unit === '원' && value !== undefined ? numberOrNull(value) : null;
  return (
    <NumberInput
      {...props}
      value={value}
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={signed}
      hideControls
      inputMode={signed ? 'text' : 'numeric'}
      rightSection={<Unit>{unit}</Unit>}
      rightSectionWidth={36}
      // The read-back sits under the value it reads, the error under both.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        description ??
        (amount !== null && Math.abs(amount) >= 10_000 ? formatWonReport(amount) : undefined)
      }
    />
  );
}

/** The save row: the submit button, busy while the request runs, and anything beside it. */
export function SaveRow({
  saving,
  label = '저장',
  children,
}: {
  saving: boolean;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
      <Button type="submit" loading={saving} miw={96}>
        {label}
      </Button>
    </Group>
  );
}
