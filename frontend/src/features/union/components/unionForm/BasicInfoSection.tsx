//! '기본 정보': name, number, type, payment method, unit price and count, and the total they make.
import { Group, Paper, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FUND_TYPES, PAYMENT_METHODS } from '@/features/union/model';
import { amountOf, wonOrDash } from '../unionFormValues';
import { FormDigitsInput, Section, type UnionFormApi } from './parts';

function Choices({ options }: { options: Record<string, string> }) {
  return (
    <Group mt={8}>
      {Object.entries(options).map(([code, label]) => (
        <Radio key={code} value={code} label={label} />
      ))}
    </Group>
  );
}

export function BasicInfoSection({ form }: { form: UnionFormApi }) {
  const values = form.getValues();
  return (
    <Section title="기본 정보">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput label="조합명" withAsterisk maxLength={100} {...form.getInputProps('name')} />
        <TextInput label="고유번호" maxLength={30} {...form.getInputProps('unique_number')} />
        <Radio.Group label="조합 유형" withAsterisk {...form.getInputProps('fund_type')}>
          <Choices options={FUND_TYPES} />
        </Radio.Group>
        <Radio.Group label="납입 방식" withAsterisk {...form.getInputProps('payment_method')}>
          <Choices options={PAYMENT_METHODS} />
        </Radio.Group>
        <FormDigitsInput label="1좌당 금액" withAsterisk form={form} path="unit_price" unit="원" />
        <FormDigitsInput label="좌수" withAsterisk form={form} path="unit_count" unit="좌" />
      </SimpleGrid>
      <Paper bg="gray.0" p="md" radius="md">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            결성 총액 (1좌당 금액 × 좌수)
          </Text>
          <Text fw={700} fz="lg" data-testid="formation-amount">
            {wonOrDash(amountOf(values.unit_price, values.unit_count))}
          </Text>
        </Group>
      </Paper>
    </Section>
  );
}
