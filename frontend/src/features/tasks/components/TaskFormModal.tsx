//! The task modal, for a new task ('업무 추가') or an existing one ('업무 수정'). Closing with
//! changes asks '정말 나가시겠습니까?'; a save closes it (the lists and the task refresh).
import { FormModal } from '@/shared/ui/FormModal';
import type { TaskDto } from '../api';
import { TaskForm } from './TaskForm';

export function TaskFormModal({
  task,
  opened,
  onClose,
}: {
  /** The task to edit; a new task when null. */
  task: TaskDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={task ? '업무 수정' : '업무 추가'}
      editKey={task?.id ?? 'new'}
    >
      {(controls) => <TaskForm task={task} {...controls} />}
    </FormModal>
  );
}
