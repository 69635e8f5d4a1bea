//! The union form (create and edit): every field of UnionBody in sections, server errors under fields.
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { digitsOnly, formatNumber } from '@/shared/format';
import { IconInfo, IconPlus } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import type { UnionBody } from '../api';
import { FUND_TYPES, PAYMENT_METHODS } from '../model';
import {
  amountOf,
  decimalOnly,
  formPathOf,
  formToUnionBody,
  newCoGpRow,
  type UnionFormValues,
} from './unionFormValues';

export const FORMED_NOTICE = '결성이 완료된 조합은 수정할 수 없습니다.';

function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** Whole numbers shown with separators while typing; anything but digits is dropped. */
function DigitsInput({
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

/** '1,000,000원', or '-' until both numbers are there. */
const wonOrDash = (amount: number | null) => (amount === null ? '-' : `${formatNumber(amount)}원`);

export interface UnionFormProps {
  initialValues: UnionFormValues;
  /** Read-only view (a formed union): no save button. */
  readOnly?: boolean;
  submitLabel?: string;
  /** Sends the body; rejects with the ApiError of the failed request. */
  onSubmit: (body: UnionBody) => Promise<unknown>;
  onCancel: () => void;
}

export function UnionForm({
  initialValues,
  readOnly = false,
  submitLabel = '저장',
  onSubmit,
  onCancel,
}: UnionFormProps) {
  const form = useForm<UnionFormValues>({ mode: 'controlled', initialValues });
  // A second click before React re-renders the disabled button must not send twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const values = form.getValues();

  const submit = async (current: UnionFormValues) => {
    if (inFlight.current || readOnly) return;
    inFlight.current = true;
    form.setSubmitting(true);
    form.clearErrors();
    try {
      await onSubmit(formToUnionBody(current));
    } catch (caught) {
      const error = caught as ApiError;
      const fieldErrors = Object.entries(error.fieldErrors ?? {});
      if (fieldErrors.length > 0) {
        form.setErrors(
          Object.fromEntries(fieldErrors.map(([field, message]) => [formPathOf(field), message])),
        );
        notifyError('입력 내용을 확인해 주세요.');
        // The first invalid field may be far above the save button: bring it into view.
        requestAnimationFrame(() => {
          const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          first?.focus({ preventScroll: true });
        });
      } else if (error.code === 'unique_number_taken') {
        form.setFieldError('unique_number', error.message);
      } else {
        notifyError(error.message);
      }
    } finally {
      inFlight.current = false;
      form.setSubmitting(false);
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  const text = (path: keyof UnionFormValues) => form.getInputProps(path);
  const digits = (path: string) => ({
    value: String(form.getValues()[path as keyof UnionFormValues] ?? ''),
    onDigits: (next: string) => form.setFieldValue(path as keyof UnionFormValues, next as never),
    error: form.errors[path],
  });
  const rate = (path: 'base_rate' | 'management_fee' | 'operate_rate') => ({
    ...form.getInputProps(path),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, decimalOnly(event.currentTarget.value)),
    inputMode: 'decimal' as const,
    rightSection: (
      <Text fz="sm" c="dimmed">
        %
      </Text>
    ),
  });
  const dateInput = (path: keyof UnionFormValues) => ({
    ...form.getInputProps(path),
    type: 'date',
  });

  const formationAmount = amountOf(values.unit_price, values.unit_count);
  const won = (
    <Text fz="sm" c="dimmed">
      원
    </Text>
  );
  const units = (
    <Text fz="sm" c="dimmed">
      좌
    </Text>
  );

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {readOnly ? (
          <Alert color="gray" variant="light" icon={<IconInfo size={18} />}>
            {FORMED_NOTICE}
          </Alert>
        ) : null}
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="lg">
            <Section title="기본 정보">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                <TextInput label="조합명" withAsterisk maxLength={100} {...text('name')} />
                <TextInput label="고유번호" maxLength={30} {...text('unique_number')} />
                <Radio.Group label="조합 유형" withAsterisk {...form.getInputProps('fund_type')}>
                  <Group mt={8}>
                    {Object.entries(FUND_TYPES).map(([code, label]) => (
                      <Radio key={code} value={code} label={label} />
                    ))}
                  </Group>
                </Radio.Group>
                <Radio.Group
                  label="납입 방식"
                  withAsterisk
                  {...form.getInputProps('payment_method')}
                >
                  <Group mt={8}>
                    {Object.entries(PAYMENT_METHODS).map(([code, label]) => (
                      <Radio key={code} value={code} label={label} />
                    ))}
                  </Group>
                </Radio.Group>
                <DigitsInput
                  label="1좌당 금액"
                  withAsterisk
                  rightSection={won}
                  {...digits('unit_price')}
                />
                <DigitsInput
                  label="좌수"
                  withAsterisk
                  rightSection={units}
                  {...digits('unit_count')}
                />
              </SimpleGrid>
              <Paper bg="gray.0" p="md" radius="md">
                <Group justify="space-between">
                  <Text fz="sm" c="dimmed">
                    결성 총액 (1좌당 금액 × 좌수)
                  </Text>
                  <Text fw={700} fz="lg" data-testid="formation-amount">
                    {wonOrDash(formationAmount)}
                  </Text>
                </Group>
              </Paper>
            </Section>

            <Section title="기간">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                <TextInput
                  label="모집 시작일"
                  withAsterisk
                  {...dateInput('recruitment_start_date')}
                />
                <TextInput
                  label="모집 종료일"
                  withAsterisk
                  {...dateInput('recruitment_end_date')}
                />
                <TextInput label="조합 시작일" {...dateInput('start_date')} />
                <TextInput label="조합 만기일" {...dateInput('due_date')} />
                <TextInput label="존속기간 시작일" {...dateInput('duration_start_date')} />
                <TextInput label="존속기간 종료일" {...dateInput('duration_end_date')} />
                <Switch
                  label="존속기간 연장"
                  description="존속기간을 연장한 조합이면 켜 주세요."
                  {...form.getInputProps('duration_extended', { type: 'checkbox' })}
                />
                <div />
                <TextInput label="투자기간 시작일" {...dateInput('investment_start_date')} />
                <TextInput label="투자기간 종료일" {...dateInput('investment_end_date')} />
              </SimpleGrid>
            </Section>

            <Section title="운용">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                <TextInput label="대표 펀드매니저" maxLength={50} {...text('lead_fund_manager')} />
                <TextInput label="업무집행조합원 (GP)" maxLength={100} {...text('gp_name')} />
                <DigitsInput
                  label="GP 출자 좌수"
                  rightSection={units}
                  {...digits('gp_unit_count')}
                />
                <TextInput label="기준수익률" {...rate('base_rate')} />
                <TextInput label="관리보수" {...rate('management_fee')} />
                <TextInput label="관리보수 설명" maxLength={500} {...text('management_fee_text')} />
                <TextInput label="성과보수 설명" maxLength={500} {...text('success_fee_text')} />
                <DigitsInput
                  label="성과보수 금액"
                  rightSection={won}
                  {...digits('success_fee_amount')}
                />
                <TextInput label="운용 비율" {...rate('operate_rate')} />
                <TextInput
                  label="투자확인서 코드"
                  maxLength={30}
                  {...text('investment_certificate_code')}
                />
              </SimpleGrid>
            </Section>

            <Section title="공동 GP">
              <Switch
                label="공동 GP 있음"
                {...form.getInputProps('has_co_gp', { type: 'checkbox' })}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  form.setFieldValue('has_co_gp', on);
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
              {values.has_co_gp ? (
                <Stack gap="sm">
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
                                rightSection={units}
                                value={row.unit_count}
                                onDigits={(next) =>
                                  form.setFieldValue(`co_gps.${index}.unit_count`, next)
                                }
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

            <Section title="비고">
              <Textarea aria-label="비고" rows={4} maxLength={2000} {...text('note')} />
            </Section>
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? '돌아가기' : '취소'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
          )}
        </Group>
        {readOnly ? null : (
          <Text fz="xs" c="dimmed" ta="right">
            <Text span c="red">
              *
            </Text>{' '}
            표시는 필수 입력 항목입니다.
          </Text>
        )}
      </Stack>
    </form>
  );
}
