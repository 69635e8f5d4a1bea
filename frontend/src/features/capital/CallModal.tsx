//! '출자 요청 만들기': the next call's due date, its percent of every commitment (at most what is
//! left to call) and a note. The server's refusals show under their fields, anything else in
//! the modal.
import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { FormActions } from '@/shared/ui/FormActions';
import { useIssueCapitalCallMutation } from './api';
import { NoteField } from './FormTail';

interface Values {
  due_on: string;
  percent: number | string;
  note: string;
}

export function CallModal({
  unionId,
  percentLeft,
  opened,
  onClose,
}: {
  unionId: number;
  percentLeft: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="출자 요청 만들기" size={440} centered>
      {/* Mounted per opening: an empty form and a fresh Idempotency-Key each time. */}
      {opened ? <CallForm unionId={unionId} percentLeft={percentLeft} onClose={onClose} /> : null}
    </Modal>
  );
}

function CallForm({
  unionId,
  percentLeft,
  onClose,
}: {
  unionId: number;
  percentLeft: number;
  onClose: () => void;
}) {
  const [issue, { isLoading }] = useIssueCapitalCallMutation();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { due_on: '', percent: '', note: '' },
    // Only what the body cannot be sent without; the server checks the rest.
    validate: {
      due_on: (value) => (value ? null : '납입 기한을 입력해 주세요.'),
      percent: (value) =>
        typeof value === 'number' ? null : '요청 비율을 1~100% 사이로 입력해 주세요.',
    },
  });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await issue({
        unionId,
        'Idempotency-Key': idempotency.key(),
        capitalCallBody: {
          due_on: values.due_on,
          percent: Number(values.percent),
          note: values.note.trim(),
        },
      }).unwrap();
      idempotency.renew();
      notifySuccess('출자 요청을 만들었습니다.');
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
        <TextInput type="date" label="납입 기한" withAsterisk {...form.getInputProps('due_on')} />
        <NumberInput
          label="요청 비율(%)"
          withAsterisk
          min={1}
          max={percentLeft}
          allowDecimal={false}
          allowNegative={false}
          description={`남은 비율 ${formatNumber(percentLeft)}%`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('percent')}
        />
        <NoteField length={form.values.note.length} rows={3} {...form.getInputProps('note')} />
        <FormActions
          failure={failure}
          onClose={onClose}
          isLoading={isLoading}
          submitLabel="요청 만들기"
        />
      </Stack>
    </form>
  );
}
