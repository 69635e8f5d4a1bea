//! The task modal, for a new task ('업무 추가') or an existing one ('업무 수정'). Closing with
//! changes asks '정말 나가시겠습니까?'; a save closes it (the lists and the task refresh).
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { confirmLeave } from '@/shared/ui/confirmLeave';
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
  // A fresh form (new fields) for every opening.
  const [session, setSession] = useState(0);
  const [changed, setChanged] = useState(false);
  const close = () => {
    setSession((value) => value + 1);
    setChanged(false);
    onClose();
  };
  const leave = () => (changed ? confirmLeave(close) : close());

  return (
    <Modal
      opened={opened}
      onClose={leave}
      title={task ? '업무 수정' : '업무 추가'}
      size="lg"
      centered
    >
      <TaskForm
        key={`${session}|${task?.id ?? 'new'}`}
        task={task}
        onCancel={leave}
        onSaved={close}
        onChanged={() => setChanged(true)}
      />
    </Modal>
  );
}
