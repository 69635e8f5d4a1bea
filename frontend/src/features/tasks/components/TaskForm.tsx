//! The task form, for a new task or an existing one: 제목, 내용, 조합, 마감일 and 담당자. An
//! automatic task's title and union are the product's: shown, not editable. An empty title is
//! refused before anything is sent; the server's messages show under their fields.
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatNumber } from '@/shared/format';
import { useSaveForm } from '@/shared/hooks/useSaveForm';
import type { FormControls } from '@/shared/ui/FormModal';
import { SaveActions } from '@/shared/ui/SaveActions';
import { useCreateTaskMutation, useUpdateTaskMutation, type TaskDto } from '../api';
import { useMemberChoices, useUnionChoices } from '../hooks/useTaskChoices';
import { isAutomatic, length, LIMITS } from '../model';
import { bodyOf, validate, valuesOf, type TaskValues } from '../taskForm';

const AUTOMATIC_NOTE = '자동으로 만든 업무는 제목과 조합을 바꿀 수 없습니다.';
const UNASSIGNED_PLACEHOLDER = '담당자 미지정';

export function TaskForm({
  task,
  onCancel,
  onSaved,
  onChanged,
}: { task: TaskDto | null } & FormControls) {
  const [createTask, creating] = useCreateTaskMutation();
  const [updateTask, updating] = useUpdateTaskMutation();
  const saving = creating.isLoading || updating.isLoading;
  const members = useMemberChoices(task);
  const unions = useUnionChoices(task);
  const automatic = task ? isAutomatic(task) : false;
  const form = useForm<TaskValues>({
    mode: 'controlled',
    initialValues: valuesOf(task),
    onValuesChange: onChanged,
    validate: automatic ? { description: validate.description } : validate,
  });

  const { problem, handleSubmit } = useSaveForm(form, {
    send: (values, idempotencyKey) => {
      const taskBody = bodyOf(values, task);
      return task
        ? updateTask({ taskId: task.id, taskBody }).unwrap()
        : createTask({ 'Idempotency-Key': idempotencyKey(), taskBody }).unwrap();
    },
    savedMessage: task ? '업무를 수정했습니다.' : '업무를 추가했습니다.',
    codeToField: { union_not_found: 'union_id' },
    onSaved,
  });

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
        <SaveActions
          problem={problem}
          saving={saving}
          onCancel={onCancel}
          submitLabel={task ? '저장' : '추가'}
        />
      </Stack>
    </form>
  );
}
