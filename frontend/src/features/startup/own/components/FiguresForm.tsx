//! '재무 정보' tab: one fiscal year at a time (the years the profile reports, and any year added
//! here), its balance sheet and income statement side by side with the profile's labels,
//! amounts typed in 원. '저장' sends the year (a blank line as null), '연도 삭제' removes it
//! after asking.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { IconTrash } from '@/features/startup/components/icons';
import { BALANCE_ROWS, INCOME_ROWS } from '@/features/startup/profile';
import type { StartupProfileDto } from '@/features/startup/startupApi';
import {
  figuresToForm,
  formToFigures,
  reportedYears,
  SIGNED_BALANCE,
  type FiguresFormValues,
} from '../model';
import { useEditYearMutation, useRemoveYearMutation } from '../ownApi';
import { FormSection, SaveRow, WholeNumberInput } from './formParts';
import { showProblem } from './showProblem';

/** The totals and results, set in bold so the statement reads like the profile's. */
const TOTALS = new Set([
  'total_assets',
  'total_liabilities',
  'total_equity',
  'gross_profit',
  'operating_profit',
  'net_income',
]);

const thisYear = () => new Date().getFullYear();

function Statement<K extends string>({
  title,
  rows,
  prefix,
  form,
  signed,
}: {
  title: string;
  rows: { key: K; label: string }[];
  prefix: 'balance' | 'income';
  form: UseFormReturnType<FiguresFormValues>;
  /** Whether a line may be below zero. */
  signed: (key: K) => boolean;
}) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
              <Table.Th
                scope="row"
                w={130}
                pt={14}
                fz="sm"
                fw={TOTALS.has(row.key) ? 700 : 500}
                c={TOTALS.has(row.key) ? undefined : 'dark.5'}
              >
                {row.label}
              </Table.Th>
              <Table.Td>
                <WholeNumberInput
                  aria-label={row.label}
                  unit="원"
                  signed={signed(row.key)}
                  {...form.getInputProps(`${prefix}.${row.key}`)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function AddYearModal({
  opened,
  taken,
  onClose,
  onAdd,
}: {
  opened: boolean;
  taken: number[];
  onClose: () => void;
  onAdd: (year: number) => void;
}) {
  const max = thisYear();
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const add = () => {
    const year = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(year) || year < 1900 || year > max) {
      setError(`연도는 1900년부터 ${max}년까지 입력할 수 있습니다.`);
      return;
    }
    if (taken.includes(year)) {
      setError('이미 있는 연도입니다.');
      return;
    }
    onAdd(year);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title="연도 추가" centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        noValidate
      >
        <Stack gap="md">
          <NumberInput
            label="회계 연도"
            placeholder={String(max - 1)}
            min={1900}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            rightSection={
              <Text fz="sm" c="dimmed">
                년
              </Text>
            }
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              취소
            </Button>
            <Button type="submit">추가</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function FiguresForm({
  startupId,
  profile,
}: {
  startupId: number;
  profile: StartupProfileDto;
}) {
  // Years added here and not saved yet (or saved but older than the three the profile shows).
  const [added, setAdded] = useState<number[]>([]);
  const years = [...new Set([...reportedYears(profile), ...added])].sort((a, b) => b - a);
  const [year, setYear] = useState<number | null>(years[0] ?? null);
  const [adding, setAdding] = useState(false);
  const form = useForm<FiguresFormValues>({
    mode: 'controlled',
    initialValues: figuresToForm(profile, year ?? 0),
  });
  const [saveYear, saving] = useEditYearMutation();
  const [removeYear, removing] = useRemoveYearMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const reported = year !== null && reportedYears(profile).includes(year);

  /** Opens `next` (null: none), asking first when the open year has unsaved changes. */
  const open = (next: number | null, source: StartupProfileDto = profile, ask = true) => {
    const go = () => {
      const values = figuresToForm(source, next ?? 0);
      setYear(next);
      form.setInitialValues(values);
      form.setValues(values);
      form.clearErrors();
    };
    if (ask && form.isDirty()) {
      confirmLeave(go, { lost: '입력한 재무 정보는 저장되지 않습니다.', stay: '계속 입력' });
    } else {
      go();
    }
  };

  const submit = async (current: FiguresFormValues) => {
    if (inFlight.current || year === null) return;
    inFlight.current = true;
    form.clearErrors();
    try {
      await saveYear({ startupId, year, yearFiguresBody: formToFigures(current) }).unwrap();
      form.setInitialValues(current);
      notifySuccess('저장되었습니다.');
    } catch (caught) {
      showProblem(form, caught as ApiError, formRef.current);
    } finally {
      inFlight.current = false;
    }
  };

  const remove = (target: number) => {
    const rest = (list: number[]) => list.filter((candidate) => candidate !== target);
    if (!reported) {
      // Never saved: nothing to delete on the server.
      setAdded(rest);
      open(rest(years)[0] ?? null, profile, false);
      return;
    }
    modals.openConfirmModal({
      title: '연도 삭제',
      centered: true,
      children: (
        <Stack gap={4}>
          <Text fz="sm">{target}년 재무 정보를 삭제하시겠습니까?</Text>
          <Text fz="xs" c="dimmed">
            이 연도의 재무상태표와 손익계산서가 함께 삭제됩니다.
          </Text>
        </Stack>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        removeYear({ startupId, year: target })
          .unwrap()
          .then((answer) => {
            setAdded(rest);
            const left = [...new Set([...reportedYears(answer), ...rest(added)])].sort(
              (a, b) => b - a,
            );
            open(left[0] ?? null, answer, false);
            notifySuccess('삭제되었습니다.');
          })
          .catch((caught: ApiError) => notifyError(caught.message));
      },
    });
  };

  const addYear = (next: number) => {
    setAdded((list) => [...list, next]);
    open(next);
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  return (
    <>
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <FormSection
            title="재무 정보"
            description="금액은 원 단위로 입력합니다. 비워 둔 항목은 '-'(미입력)로 저장됩니다."
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm">
                {years.length > 0 ? (
                  <SegmentedControl
                    aria-label="회계 연도"
                    value={year === null ? '' : String(year)}
                    onChange={(value) => open(Number(value))}
                    data={years.map((candidate) => ({
                      value: String(candidate),
                      label: `${candidate}년`,
                    }))}
                  />
                ) : null}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setAdding(true)}
                >
                  연도 추가
                </Button>
              </Group>
              {year !== null ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => remove(year)}
                  loading={removing.isLoading}
                >
                  연도 삭제
                </Button>
              ) : null}
            </Group>
            {year === null ? (
              <EmptyState
                text="등록된 재무 정보가 없습니다. '연도 추가'로 회계 연도를 추가해 주세요."
                py={40}
              />
            ) : (
              <>
                {!reported ? (
                  <Text fz="sm" c="blue.8">
                    {year}년은 아직 저장되지 않은 연도입니다.
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing="lg">
                  <Statement
                    title={`재무상태표 (${year}년)`}
                    rows={BALANCE_ROWS}
                    prefix="balance"
                    form={form}
                    signed={(key) => SIGNED_BALANCE.includes(key)}
                  />
                  <Statement
                    title={`손익계산서 (${year}년)`}
                    rows={INCOME_ROWS}
                    prefix="income"
                    form={form}
                    signed={() => true}
                  />
                </SimpleGrid>
              </>
            )}
          </FormSection>
          {year !== null ? <SaveRow saving={saving.isLoading} /> : null}
        </Stack>
      </form>
      {/* Outside the form: a submit inside the modal must not bubble up to the year's save. */}
      <AddYearModal
        opened={adding}
        taken={years}
        onClose={() => setAdding(false)}
        onAdd={addYear}
      />
    </>
  );
}
