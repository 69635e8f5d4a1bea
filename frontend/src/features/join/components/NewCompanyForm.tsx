//! Registers a new company during join: name, business number (10 digits) and CEO name.
import { Button, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { BusinessNumberInput } from '@/shared/ui/BusinessNumberInput';
import { businessNumberRule } from '@/shared/validation';
import type { CompanyFields } from '../joinSlice';

export function NewCompanyForm({
  initial,
  kindLabel,
  onSubmit,
}: {
  initial?: CompanyFields;
  kindLabel: string;
  onSubmit: (company: CompanyFields) => void;
}) {
  const form = useForm<CompanyFields>({
    mode: 'controlled',
    initialValues: initial ?? { name: '', business_number: '', ceo_name: '' },
    validate: {
      name: isNotEmpty('회사명을 입력해 주세요.'),
      business_number: businessNumberRule,
      ceo_name: isNotEmpty('대표자명을 입력해 주세요.'),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSubmit({ ...values, name: values.name.trim(), ceo_name: values.ceo_name.trim() }),
      )}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={`${kindLabel}명`}
          placeholder="주식회사 조합"
          size="md"
          {...form.getInputProps('name')}
        />
        <BusinessNumberInput
          label="사업자등록번호"
          size="md"
          value={form.values.business_number}
          onChange={(digits) => form.setFieldValue('business_number', digits)}
          error={form.errors.business_number}
        />
        <TextInput
          label="대표자명"
          placeholder="홍길동"
          size="md"
          {...form.getInputProps('ceo_name')}
        />
        <Button type="submit" size="md">
          다음
        </Button>
      </Stack>
    </form>
  );
}
