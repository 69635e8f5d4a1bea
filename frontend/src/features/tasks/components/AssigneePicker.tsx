//! The task's assignee on the detail, one of the firm's approved members or none, saved as soon
//! as another is picked.
import { Select } from '@mantine/core';
import type { TaskDto } from '../api';
import { useMemberChoices } from '../hooks/useTaskChoices';
import { useTaskChange } from '../hooks/useTaskChange';
import { UNASSIGNED } from '../model';

export function AssigneePicker({ task }: { task: TaskDto }) {
  const members = useMemberChoices(task);
  const { change, saving } = useTaskChange(task);
  const current = task.assignee ? String(task.assignee.user_id) : null;

  return (
    <Select
      aria-label="담당자"
      placeholder={UNASSIGNED}
      data={members.choices}
      value={current}
      onChange={(value) => {
        if (value === current) return;
        void change(
          { assignee_id: value ? Number(value) : null },
          value ? '담당자를 바꿨습니다.' : '담당자를 지정하지 않은 업무로 바꿨습니다.',
        );
      }}
      searchable
      clearable
      disabled={saving}
      nothingFoundMessage={members.loading ? '불러오는 중…' : '일치하는 구성원이 없습니다.'}
      comboboxProps={{ withinPortal: false }}
      size="sm"
      w={{ base: '100%', sm: 280 }}
    />
  );
}
