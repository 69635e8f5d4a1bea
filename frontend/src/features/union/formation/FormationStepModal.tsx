//! '{label} 기록': the step's 완료일, 목표일, 담당자 and 메모, saved whole (the server replaces the
//! step). Its refusals show under their fields; anything else shows in the modal.
import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useListCompanyMembersQuery } from '@/api/gen/company';
import { formatNumber } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { FormActions } from '@/shared/ui/FormActions';
import { useUpdateFormationStepMutation, type FormationStepDto } from './api';

const NOTE_MAX = 500;

interface Values {
  /** 'YYYY-MM-DD', or '' while open. */
  done_on: string;
  due_on: string;
  owner_user_id: string | null;
  note: string;
}

const valuesOf = (step: FormationStepDto): Values => ({
  done_on: step.done_on ?? '',
  due_on: step.due_on ?? '',
  owner_user_id: step.owner_user_id == null ? null : String(step.owner_user_id),
  note: step.note,
});

export function FormationStepModal({
  unionId,
  step,
  onClose,
}: {
  unionId: number;
  /** The step being recorded; null while closed. */
  step: FormationStepDto | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={step !== null}
      onClose={onClose}
      title={step ? `${step.label} 기록` : undefined}
      size={480}
      centered
    >
      {/* Mounted per opening, so the form starts from the saved step each time. */}
      {step ? <StepForm unionId={unionId} step={step} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The firm's approved members, plus the step's owner when no longer one (so a save keeps them). */
function useOwnerChoices(step: FormationStepDto) {
  const { data, isLoading, isError } = useListCompanyMembersQuery({ status: 'c', pageSize: 100 });
  const choices = useMemo(() => {
    const members = (data?.items ?? []).map((member) => ({
      value: String(member.user_id),
      label: member.name,
    }));
    const owner = step.owner_user_id;
    if (owner == null || members.some((member) => member.value === String(owner))) return members;
    return [{ value: String(owner), label: step.owner_name ?? `사용자 ${owner}` }, ...members];
  }, [data, step.owner_user_id, step.owner_name]);
  return { choices, isLoading, isError };
}

function StepForm({
  unionId,
  step,
  onClose,
}: {
  unionId: number;
  step: FormationStepDto;
  onClose: () => void;
}) {
  const [update, { isLoading: saving }] = useUpdateFormationStepMutation();
  const owners = useOwnerChoices(step);
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(step) });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await update({
        unionId,
        step: step.step,
        formationStepBody: {
          done_on: values.done_on || null,
          due_on: values.due_on || null,
          owner_user_id: values.owner_user_id === null ? null : Number(values.owner_user_id),
          note: values.note.trim(),
        },
      }).unwrap();
      notifySuccess('저장했습니다.');
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
          label="완료일"
          description="비워 두면 진행 전으로 둡니다."
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('done_on')}
        />
        <TextInput type="date" label="목표일" {...form.getInputProps('due_on')} />
        <Select
          label="담당자"
          placeholder={owners.isError ? '구성원 목록을 불러오지 못했습니다.' : '선택해 주세요.'}
          data={owners.choices}
          searchable
          clearable
          nothingFoundMessage="검색 결과가 없습니다."
          disabled={owners.isLoading}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('owner_user_id')}
        />
        <Textarea
          label="메모"
          rows={4}
          maxLength={NOTE_MAX}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          description={`${formatNumber(form.values.note.length)}/${formatNumber(NOTE_MAX)}자`}
          {...form.getInputProps('note')}
        />
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
