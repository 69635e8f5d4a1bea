//! The union form's building blocks: a titled section, and inputs for whole numbers and rates.
import { Paper, Stack, Text, TextInput, Title, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent, ReactNode } from 'react';
import { digitsOnly, formatNumber } from '@/shared/format';
import { decimalOnly, type UnionFormValues } from '../unionFormValues';

export type UnionFormApi = UseFormReturnType<UnionFormValues>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The unit after an input's value ('원', '좌', '%'). */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** Whole numbers shown with separators while typing; anything but digits is dropped. */
export function DigitsInput({
  value,
  onDigits,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onDigits: (digits: string) => void;
}) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={value === '' ? '' : formatNumber(Number(value))}
      onChange={(event) => onDigits(digitsOnly(event.currentTarget.value))}
    />
  );
}

type DigitsPath = 'unit_price' | 'unit_count' | 'gp_unit_count' | 'success_fee_amount';

/** A whole-number field of the form (amounts, unit counts), with its unit. */
export function FormDigitsInput({
  form,
  path,
  unit,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'form'> & {
  form: UnionFormApi;
  path: DigitsPath;
  unit: string;
}) {
  return (
    <DigitsInput
      {...props}
      rightSection={<Unit>{unit}</Unit>}
      value={form.getValues()[path]}
      onDigits={(next) => form.setFieldValue(path, next)}
      error={form.errors[path]}
    />
  );
}

/** A rate in percent: digits and one decimal point. */
export function RateInput({
  form,
  path,
  label,
}: {
  form: UnionFormApi;
  path: 'base_rate' | 'management_fee' | 'operate_rate';
  label: string;
}) {
  return (
    <TextInput
      label={label}
      {...form.getInputProps(path)}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(path, decimalOnly(event.currentTarget.value))
      }
      inputMode="decimal"
      rightSection={<Unit>%</Unit>}
    />
  );
}
