//! '분배 기록': money paid out of the union — the day (today by default), the kind (수익 분배 or
//! 원금 반환), the total and a note. The server splits it over what every holder had paid in on
//! the day. Its refusals show under their fields, anything else (nothing paid in yet) in the
//! modal.
import { Group, Modal, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { koreanToday } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { FormActions } from '@/shared/ui/FormActions';
import { useRecordDistributionMutation, type DistributionKindCode } from './api';
import { NoteField } from './FormTail';
import { DISTRIBUTION_KINDS } from './model';

interface Values {
  paid_on: string;
  kind: DistributionKindCode;
  total: number | string;
  note: string;
}

const RETURN_HINT = '원금 반환은 아직 돌려주지 않은 출자금까지 기록할 수 있습니다.';

export function DistributionModal({
  unionId,
  opened,
  onClose,
}: {
  unionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="분배 기록" size={480} centered>
      {/* Mounted per opening: a fresh form and Idempotency-Key each time. */}
      {opened ? <DistributionForm unionId={unionId} onClose={onClose} /> : null}
    </Modal>
  );
}

function DistributionForm({ unionId, onClose }: { unionId: number; onClose: () => void }) {
  const [record, { isLoading }] = useRecordDistributionMutation();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const today = koreanToday();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { paid_on: today, kind: 'profit', total: '', note: '' },
    // Only what the body cannot be sent without; the server checks the rest.
    validate: {
      paid_on: (value) => (value ? null : '지급일을 입력해 주세요.'),
      total: (value) =>
        typeof value === 'number' && value > 0 ? null : '분배 총액을 입력해 주세요.',
    },
  });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await record({
        unionId,
        'Idempotency-Key': idempotency.key(),
        distributionBody: {
          paid_on: values.paid_on,
          kind: values.kind,
          total: Number(values.total),
          note: values.note.trim(),
        },
      }).unwrap();
      idempotency.renew();
      notifySuccess('분배를 기록했습니다.');
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        setFailure(unplaced.map((item) => item.message).join('\n') || error.message);
      }
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          type="date"
          label="지급일"
          withAsterisk
          max={today}
          {...form.getInputProps('paid_on')}
        />
        <Radio.Group label="분배 종류" withAsterisk {...form.getInputProps('kind')}>
          <Group gap="lg" mt={6}>
            {DISTRIBUTION_KINDS.map((kind) => (
              <Radio key={kind.value} value={kind.value} label={kind.label} />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label="분배 총액 (원)"
          withAsterisk
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          description={form.values.kind === 'capital_return' ? RETURN_HINT : undefined}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('total')}
        />
        <NoteField length={form.values.note.length} {...form.getInputProps('note')} />
        <FormActions failure={failure} onClose={onClose} isLoading={isLoading} submitLabel="기록" />
      </Stack>
    </form>
  );
}
