//! What the request asks: the items, and for them the quarter, the statements' year and the
//! documents. A field shows only with the item that needs it (or when the server named it).
import { Checkbox, Group, Input, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useStartupFileRulesQuery, type CompanyDocumentCode } from '../api';
import { ITEM_CODES, ITEMS, quarterOf, yearOf } from '../model';
import { asksQuarter, type RequestFormApi } from './requestForm';

/** Years offered: this one and the four before it. */
const YEARS_BACK = 5;

const yearOptions = (latest: number) =>
  Array.from({ length: YEARS_BACK }, (_, index) => {
    const year = String(latest - index);
    return { value: year, label: `${year}년` };
  });

/** 1~4분기; a quarter not yet begun cannot be asked (the server refuses it). */
function quarterOptions(year: number, today: string) {
  return [1, 2, 3, 4].map((quarter) => ({
    value: String(quarter),
    label: `${quarter}분기`,
    disabled: year > yearOf(today) || (year === yearOf(today) && quarter > quarterOf(today)),
  }));
}

function DocumentKindsField({ form }: { form: RequestFormApi }) {
  const { data, isError } = useStartupFileRulesQuery();
  const options = (data?.kinds ?? []).map((kind) => ({ value: kind.code, label: kind.label }));
  return (
    <MultiSelect
      label="서류 종류"
      withAsterisk
      placeholder="요청할 서류 선택"
      data={options}
      {...form.getInputProps('document_kinds')}
      onChange={(codes) => form.setFieldValue('document_kinds', codes as CompanyDocumentCode[])}
      error={
        form.errors.document_kinds ?? (isError ? '서류 종류를 불러오지 못했습니다.' : undefined)
      }
    />
  );
}

export function AskFields({ form, today }: { form: RequestFormApi; today: string }) {
  const values = form.getValues();
  const showQuarter = asksQuarter(values.items) || Boolean(form.errors.quarter);
  const showStatements =
    values.items.includes('yearly_statements') || Boolean(form.errors.statements_year);
  const showDocuments = values.items.includes('documents') || Boolean(form.errors.document_kinds);
  return (
    <Stack gap="md">
      <Checkbox.Group label="요청 항목" withAsterisk {...form.getInputProps('items')}>
        <Group gap="lg" mt={6}>
          {ITEM_CODES.map((code) => (
            <Checkbox key={code} value={code} label={ITEMS[code]} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {showQuarter ? (
          <Input.Wrapper label="분기" withAsterisk error={form.errors.quarter}>
            <Group gap="xs" grow mt={4}>
              <Select
                aria-label="분기 연도"
                data={yearOptions(yearOf(today))}
                allowDeselect={false}
                {...form.getInputProps('year')}
              />
              <Select
                aria-label="분기"
                data={quarterOptions(Number(values.year), today)}
                allowDeselect={false}
                {...form.getInputProps('quarter')}
                // The message shows once, under both selects.
                error={Boolean(form.errors.quarter)}
              />
            </Group>
          </Input.Wrapper>
        ) : null}
        {showStatements ? (
          <Select
            label="재무제표 연도"
            withAsterisk
            data={yearOptions(yearOf(today) - 1)}
            allowDeselect={false}
            {...form.getInputProps('statements_year')}
          />
        ) : null}
      </SimpleGrid>
      {showDocuments ? <DocumentKindsField form={form} /> : null}
    </Stack>
  );
}
