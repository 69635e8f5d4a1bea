//! '운용': fund manager, GP and its units, rates and fees, and the investment certificate code.
import { SimpleGrid, TextInput } from '@mantine/core';
import { FormDigitsInput, RateInput, Section, type UnionFormApi } from './parts';

export function OperationSection({ form }: { form: UnionFormApi }) {
  return (
    <Section title="운용">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <TextInput
          label="대표 펀드매니저"
          maxLength={50}
          {...form.getInputProps('lead_fund_manager')}
        />
        <TextInput label="업무집행조합원 (GP)" maxLength={100} {...form.getInputProps('gp_name')} />
        <FormDigitsInput label="GP 출자 좌수" form={form} path="gp_unit_count" unit="좌" />
        <RateInput label="기준수익률" form={form} path="base_rate" />
        <RateInput label="관리보수" form={form} path="management_fee" />
        <TextInput
          label="관리보수 설명"
          maxLength={500}
          {...form.getInputProps('management_fee_text')}
        />
        <TextInput
          label="성과보수 설명"
          maxLength={500}
          {...form.getInputProps('success_fee_text')}
        />
        <FormDigitsInput label="성과보수 금액" form={form} path="success_fee_amount" unit="원" />
        <RateInput label="운용 비율" form={form} path="operate_rate" />
        <TextInput
          label="투자확인서 코드"
          maxLength={30}
          {...form.getInputProps('investment_certificate_code')}
        />
      </SimpleGrid>
    </Section>
  );
}
