//! '기간': recruitment, union, duration (and whether it was extended) and investment periods.
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UnionFormValues } from '../unionFormValues';
import { Section, type UnionFormApi } from './parts';

export function PeriodSection({ form }: { form: UnionFormApi }) {
  const date = (path: keyof UnionFormValues) => ({ ...form.getInputProps(path), type: 'date' });
  return (
    <Section title="기간">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput label="모집 시작일" withAsterisk {...date('recruitment_start_date')} />
        <TextInput label="모집 종료일" withAsterisk {...date('recruitment_end_date')} />
        <TextInput label="조합 시작일" {...date('start_date')} />
        <TextInput label="조합 만기일" {...date('due_date')} />
        <TextInput label="존속기간 시작일" {...date('duration_start_date')} />
        <TextInput label="존속기간 종료일" {...date('duration_end_date')} />
        <Switch
          label="존속기간 연장"
          description="존속기간을 연장한 조합이면 켜 주세요."
          {...form.getInputProps('duration_extended', { type: 'checkbox' })}
        />
        <div />
        <TextInput label="투자기간 시작일" {...date('investment_start_date')} />
        <TextInput label="투자기간 종료일" {...date('investment_end_date')} />
      </SimpleGrid>
    </Section>
  );
}
