//! '주민등록번호 입력': an individual member's full resident number, kept sealed for their
//! 출자확인서. The server's refusal shows under the field; anything else shows in the modal.
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { FormActions } from '@/shared/ui/FormActions';
import { usePutResidentNumberMutation, type TaxLineDto } from './api';
import { RESIDENT_NUMBER_NOTE, RESIDENT_NUMBER_SAVED } from './model';

interface Values {
  resident_number: string;
}

export function ResidentNumberModal({
  unionId,
  member,
  onClose,
}: {
  unionId: number;
  /** The member whose number is entered; null while closed. */
  member: TaxLineDto | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="주민등록번호 입력" size={440} centered>
      {/* Mounted per opening, so the field starts empty each time (the full number is never read back). */}
      {member ? <NumberForm unionId={unionId} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function NumberForm({
  unionId,
  member,
  onClose,
}: {
  unionId: number;
  member: TaxLineDto;
  onClose: () => void;
}) {
  const [put, { isLoading: saving }] = usePutResidentNumberMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { resident_number: '' },
    validate: {
      resident_number: (value) => (value.trim() ? null : '주민등록번호를 입력해 주세요.'),
    },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await put({
        unionId,
        applicantId: member.applicant_id,
        residentNumberBody: { resident_number: values.resident_number.trim() },
      }).unwrap();
      notifySuccess(RESIDENT_NUMBER_SAVED);
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
        <Text fz="sm" fw={600}>
          {member.name}
        </Text>
        <TextInput
          label="주민등록번호"
          placeholder="800101-1234567"
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          data-autofocus
          {...form.getInputProps('resident_number')}
        />
        <Text fz="xs" c="dimmed">
          {RESIDENT_NUMBER_NOTE}
        </Text>
        <FormActions
          failure={failure}
          onClose={onClose}
          isLoading={saving}
          submitLabel="저장"
          closeLabel="취소"
        />
      </Stack>
    </form>
  );
}
