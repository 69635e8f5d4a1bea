//! '납입 기록': a member's payment from the bank statement — the call it pays (수시납·분할납; by
//! default the earliest still owed), the date (today by default) and the amount (what is left on
//! the call by default; less is a partial payment) — and the member's payments so far below.
//! The server's refusals show under their fields, anything else in the modal.
import { Alert, Divider, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber, koreanToday } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { FormActions } from '@/shared/ui/FormActions';
import { useRecordPaymentMutation, type CapitalDto, type CapitalPositionDto } from './api';
import { NoteField } from './FormTail';
import { callLabel, defaultShare, isGp, isLumpSum, payerOf, remainingOf } from './model';
import { PaymentHistory } from './PaymentHistory';

interface Values {
  /** The call's id as the select holds it; null in a 일시납 union. */
  call_id: string | null;
  paid_on: string;
  amount: number | string;
  note: string;
}

export function PaymentModal({
  unionId,
  book,
  member,
  onClose,
}: {
  unionId: number;
  book: CapitalDto;
  /** The member paying; null while closed. */
  member: CapitalPositionDto | null;
  onClose: () => void;
}) {
  const payable = isLumpSum(book) || book.calls.length > 0;
  return (
    <Modal opened={member !== null} onClose={onClose} title="납입 기록" size={600} centered>
      {member ? (
        <Stack gap="md">
          <Text fz="sm">
            {isGp(member) ? member.role_label : '조합원'} <b>{member.name}</b>
          </Text>
          {/* Mounted per opening, so the form starts from the member's position each time. */}
          {payable ? (
            <PaymentForm unionId={unionId} book={book} member={member} onClose={onClose} />
          ) : (
            <Alert color="gray" variant="light">
              출자 요청을 먼저 만들어 주세요.
            </Alert>
          )}
          <Divider label="납입 내역" labelPosition="left" />
          <PaymentHistory unionId={unionId} payer={payerOf(member)} />
        </Stack>
      ) : null}
    </Modal>
  );
}

function PaymentForm({
  unionId,
  book,
  member,
  onClose,
}: {
  unionId: number;
  book: CapitalDto;
  member: CapitalPositionDto;
  onClose: () => void;
}) {
  const lumpSum = isLumpSum(book);
  const [record, { isLoading }] = useRecordPaymentMutation();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const today = koreanToday();
  const first = defaultShare(member);
  const shareOf = (callId: string | null) =>
    lumpSum ? member.shares[0] : member.shares.find((share) => String(share.call_id) === callId);
  const amountFor = (callId: string | null) => {
    const share = shareOf(callId);
    const left = share ? remainingOf(share) : 0;
    return left > 0 ? left : '';
  };
  const initialCall = lumpSum || first?.call_id == null ? null : String(first.call_id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      call_id: initialCall,
      paid_on: today,
      amount: amountFor(initialCall),
      note: '',
    },
    // Only what the body cannot be sent without; the server checks the rest.
    validate: {
      call_id: (value) => (lumpSum || value ? null : '납입할 출자 요청을 골라 주세요.'),
      paid_on: (value) => (value ? null : '납입일을 입력해 주세요.'),
      amount: (value) =>
        typeof value === 'number' && value > 0 ? null : '납입 금액을 입력해 주세요.',
    },
  });
  const chosen = shareOf(form.values.call_id);

  const calls = book.calls.map((call) => {
    const share = member.shares.find((item) => item.call_id === call.id);
    const left = share ? remainingOf(share) : 0;
    return {
      value: String(call.id),
      label: `${callLabel(call.number)} (남은 금액 ${formatNumber(left)}원)`,
    };
  });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await record({
        unionId,
        'Idempotency-Key': idempotency.key(),
        paymentBody: {
          ...payerOf(member),
          call_id: lumpSum ? null : Number(values.call_id),
          paid_on: values.paid_on,
          amount: Number(values.amount),
          note: values.note.trim(),
        },
      }).unwrap();
      idempotency.renew();
      notifySuccess('납입을 기록했습니다.');
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
        {lumpSum ? null : (
          <Select
            label="출자 요청"
            withAsterisk
            data={calls}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('call_id')}
            onChange={(value) => {
              form.setFieldValue('call_id', value);
              form.setFieldValue('amount', amountFor(value));
            }}
          />
        )}
        <TextInput
          type="date"
          label="납입일"
          withAsterisk
          max={today}
          {...form.getInputProps('paid_on')}
        />
        <NumberInput
          label="납입 금액"
          withAsterisk
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          description={`남은 금액 ${formatNumber(chosen ? remainingOf(chosen) : 0)}원`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('amount')}
        />
        <NoteField length={form.values.note.length} {...form.getInputProps('note')} />
        <FormActions failure={failure} onClose={onClose} isLoading={isLoading} submitLabel="저장" />
      </Stack>
    </form>
  );
}
