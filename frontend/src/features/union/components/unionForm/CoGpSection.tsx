//! '공동 GP': whether the union has co-GPs and, if so, each company's units and amount.
import { ActionIcon, Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@/shared/ui/icons';
import { amountOf, newCoGpRow, wonOrDash } from '../unionFormValues';
import { DigitsInput, Section, Unit, type UnionFormApi } from './parts';

function CoGpTable({ form }: { form: UnionFormApi }) {
  const values = form.getValues();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" withTableBorder>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>회사명</Table.Th>
            <Table.Th w={160}>좌수</Table.Th>
            <Table.Th w={180} ta="right">
              금액
            </Table.Th>
            <Table.Th w={56} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.co_gps.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <TextInput
                  aria-label={`공동 GP ${index + 1} 회사명`}
                  placeholder="회사명"
                  maxLength={100}
                  {...form.getInputProps(`co_gps.${index}.company_name`)}
                />
              </Table.Td>
              <Table.Td>
                <DigitsInput
                  aria-label={`공동 GP ${index + 1} 좌수`}
                  placeholder="0"
                  rightSection={<Unit>좌</Unit>}
                  value={row.unit_count}
                  onDigits={(next) => form.setFieldValue(`co_gps.${index}.unit_count`, next)}
                  error={form.errors[`co_gps.${index}.unit_count`]}
                />
              </Table.Td>
              <Table.Td ta="right">
                {wonOrDash(amountOf(values.unit_price, row.unit_count))}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`공동 GP ${index + 1} 삭제`}
                  onClick={() => form.removeListItem('co_gps', index)}
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CoGpSection({ form }: { form: UnionFormApi }) {
  return (
    <Section title="공동 GP">
      <Switch
        label="공동 GP 있음"
        {...form.getInputProps('has_co_gp', { type: 'checkbox' })}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          form.setFieldValue('has_co_gp', on);
          // Switching on starts with one row to fill in.
          if (on && form.getValues().co_gps.length === 0) {
            form.setFieldValue('co_gps', [newCoGpRow()]);
          }
        }}
      />
      {form.errors.co_gps ? (
        <Text c="red" fz="sm">
          {form.errors.co_gps}
        </Text>
      ) : null}
      {form.getValues().has_co_gp ? (
        <Stack gap="sm">
          <CoGpTable form={form} />
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('co_gps', newCoGpRow())}
            >
              공동 GP 추가
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          공동으로 운용하는 GP가 있으면 켜고 회사별 좌수를 입력해 주세요.
        </Text>
      )}
    </Section>
  );
}
