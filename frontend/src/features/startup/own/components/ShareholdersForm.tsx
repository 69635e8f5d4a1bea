//! '주주 현황' tab: the shareholder register as an editable table (name, stock kind, shares,
//! amount, and each stake computed against the issued shares as the server counts it), a total
//! line comparing the listed shares with the issued ones, saved whole with PUT shareholders.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconInfo, IconPlus } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { IconTrash } from '@/features/startup/components/icons';
import { formatBasisPoints, STOCK_KINDS } from '@/features/startup/model';
import type { StartupProfileDto } from '@/features/startup/api';
import {
  formToShareholders,
  listedShares,
  newShareholderRow,
  shareBase,
  shareholdersToForm,
  stakeBasisPoints,
  type ShareholdersFormValues,
} from '../model';
import { useEditShareholdersMutation } from '../api';
import { FormSection } from '@/shared/ui/FormSection';
import { SaveRow, Unit } from './formParts';
import { showProblem } from './showProblem';

const MAX_ROWS = 100;
const KIND_OPTIONS = Object.entries(STOCK_KINDS).map(([value, label]) => ({ value, label }));

const shares = (count: number) => `${formatNumber(count)}주`;

export function ShareholdersForm({
  startupId,
  profile,
}: {
  startupId: number;
  profile: StartupProfileDto;
}) {
  const form = useForm<ShareholdersFormValues>({
    mode: 'controlled',
    initialValues: shareholdersToForm(profile.shareholders),
  });
  const [save, { isLoading }] = useEditShareholdersMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  const rows = form.getValues().shareholders;
  const issued = profile.size.issued_shares ?? null;
  const listed = listedShares(rows);
  const base = shareBase(issued, listed);
  const over = issued !== null && listed > issued;

  const submit = async (current: ShareholdersFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.clearErrors();
    try {
      const saved = await save({
        startupId,
        shareholdersBody: { shareholders: formToShareholders(current) },
      }).unwrap();
      const next = shareholdersToForm(saved.shareholders);
      form.setInitialValues(next);
      form.setValues(next);
      notifySuccess('저장되었습니다.');
    } catch (caught) {
      showProblem(form, caught as ApiError, formRef.current);
    } finally {
      inFlight.current = false;
    }
  };

  const addRow = () => form.insertListItem('shareholders', newShareholderRow());

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormSection
          title="주주 현황"
          description="지분율은 발행 주식 수를 기준으로 계산됩니다. 발행 주식 수는 '기본 정보' 탭에서 수정합니다."
        >
          {rows.length === 0 ? (
            <EmptyState text="등록된 주주가 없습니다." py={32} />
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="주주 목록">
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th w={44} ta="center">
                      No
                    </Table.Th>
                    <Table.Th>주주명</Table.Th>
                    <Table.Th w={170}>주식 종류</Table.Th>
                    <Table.Th w={170}>주식 수</Table.Th>
                    <Table.Th w={200}>금액</Table.Th>
                    <Table.Th w={90} ta="right">
                      지분율
                    </Table.Th>
                    <Table.Th w={52} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => {
                    const no = index + 1;
                    return (
                      <Table.Tr key={row.key}>
                        <Table.Td ta="center" c="dimmed" fz="sm">
                          {no}
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`주주 ${no} 주주명`}
                            placeholder="주주명"
                            maxLength={50}
                            {...form.getInputProps(`shareholders.${index}.name`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Select
                            aria-label={`주주 ${no} 주식 종류`}
                            data={KIND_OPTIONS}
                            allowDeselect={false}
                            {...form.getInputProps(`shareholders.${index}.stock_kind`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={`주주 ${no} 주식 수`}
                            thousandSeparator=","
                            allowDecimal={false}
                            allowNegative={false}
                            hideControls
                            rightSection={<Unit>주</Unit>}
                            {...form.getInputProps(`shareholders.${index}.stock_count`)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={`주주 ${no} 금액`}
                            thousandSeparator=","
                            allowDecimal={false}
                            allowNegative={false}
                            hideControls
                            rightSection={<Unit>원</Unit>}
                            {...form.getInputProps(`shareholders.${index}.stock_amount`)}
                          />
                        </Table.Td>
                        <Table.Td ta="right" fw={600} data-testid={`stake-${no}`}>
                          {formatBasisPoints(stakeBasisPoints(row.stock_count, base))}
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`주주 ${no} 삭제`}
                            onClick={() => form.removeListItem('shareholders', index)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addRow}
              disabled={rows.length >= MAX_ROWS}
            >
              주주 추가
            </Button>
          </Group>
          <Paper bg={over ? 'red.0' : 'gray.0'} p="md" radius="md" aria-label="주식 수 합계">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fz="sm" c="dimmed">
                주주 {formatNumber(rows.length)}명의 보유 주식 수 합계
              </Text>
              <Text fz="md" fw={700} c={over ? 'red.8' : undefined} data-testid="listed-total">
                {shares(listed)}
                <Text span fw={400} c="dimmed" fz="sm">
                  {' '}
                  / 발행 주식 수 {issued === null ? '미입력' : shares(issued)}
                </Text>
              </Text>
            </Group>
          </Paper>
          {over ? (
            <Alert color="red" variant="light" icon={<IconInfo size={18} />} role="alert">
              주주 보유 주식 수의 합({shares(listed)})이 발행 주식 수({shares(issued)})보다
              많습니다. 주식 수를 바로잡거나 '기본 정보' 탭에서 발행 주식 수를 수정해 주세요.
            </Alert>
          ) : null}
          {issued === null ? (
            <Text fz="sm" c="dimmed">
              발행 주식 수가 입력되지 않아 지분율은 주주 보유 주식 수의 합을 기준으로 계산됩니다.
            </Text>
          ) : null}
          {form.errors.shareholders ? (
            <Text fz="sm" c="red.8" role="alert">
              {form.errors.shareholders}
            </Text>
          ) : null}
        </FormSection>
        <SaveRow saving={isLoading} />
      </Stack>
    </form>
  );
}
