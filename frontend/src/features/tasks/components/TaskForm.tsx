//! The task form, for a new task or an existing one: 제목, 내용, 조합, 마감일 and 담당자. An
//! automatic task's title and union are the product's: shown, not editable. An empty title is
//! refused before anything is sent; the server's messages show under their fields.
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useCreateTaskMutation, useUpdateTaskMutation, type TaskDto } from '../api';
import { useMemberChoices, useUnionChoices } from '../hooks/useTaskChoices';
import { isAutomatic, length, LIMITS } from '../model';
import { bodyOf, validate, valuesOf, type TaskValues } from '../taskForm';

export interface TaskFormControls {
  onCancel: () => void;
  onSaved: () => void;
  /** Told once the user changes something, so closing asks first. */
  onChanged: () => void;
}

const AUTOMATIC_NOTE = '자동으로 만든 업무는 제목과 조합을 바꿀 수 없습니다.';
const UNASSIGNED_PLACEHOLDER = '담당자 미지정';

export function TaskForm({
  task,
  onCancel,
  onSaved,
  onChanged,
}: { task: TaskDto | null } & TaskFormControls) {
  const [createTask, creating] = useCreateTaskMutation();
  const [updateTask, updating] = useUpdateTaskMutation();
  const saving = creating.isLoading || updating.isLoading;
  const idempotency = useIdempotencyKey();
  const members = useMemberChoices(task);
  const unions = useUnionChoices(task);
  const automatic = task ? isAutomatic(task) : false;
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const form = useForm<TaskValues>({
    mode: 'controlled',
    initialValues: valuesOf(task),
    onValuesChange: onChanged,
    validate: automatic ? { description: validate.description } : validate,
  });

  const submit = async (values: TaskValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const taskBody = bodyOf(values, task);
    try {
      if (task) {
        await updateTask({ taskId: task.id, taskBody }).unwrap();
      } else {
        await createTask({ 'Idempotency-Key': idempotency.key(), taskBody }).unwrap();
        idempotency.renew();
      }
      notifySuccess(task ? '업무를 수정했습니다.' : '업무를 추가했습니다.');
      onSaved();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error, { union_not_found: 'union_id' });
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="제목"
          withAsterisk={!automatic}
          maxLength={LIMITS.title}
          disabled={automatic}
          description={automatic ? AUTOMATIC_NOTE : undefined}
          data-autofocus={automatic ? undefined : true}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="내용"
          description={`${formatNumber(length(form.values.description))} / ${formatNumber(LIMITS.description)}자`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={6}
          maxLength={LIMITS.description}
          {...form.getInputProps('description')}
        />
        <Select
          label="조합"
          placeholder="조합 없음"
          data={unions.choices}
          searchable
          clearable
          disabled={automatic}
          nothingFoundMessage={unions.loading ? '불러오는 중…' : '일치하는 조합이 없습니다.'}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('union_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="마감일" type="date" {...form.getInputProps('due_on')} />
          <Select
            label="담당자"
            placeholder={UNASSIGNED_PLACEHOLDER}
            data={members.choices}
            searchable
            clearable
            nothingFoundMessage={members.loading ? '불러오는 중…' : '일치하는 구성원이 없습니다.'}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('assignee_id')}
          />
        </SimpleGrid>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {task ? '저장' : '추가'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
