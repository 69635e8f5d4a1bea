//! The detail's actions: '수정' (the task modal), '삭제' for a task written by hand (asked first,
//! then back to the list; the product's own tasks are never deleted) and '목록'.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { IconPencil, IconTrash } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useDeleteTaskMutation, type TaskDto } from '../api';
import { isAutomatic } from '../model';
import { TaskFormModal } from './TaskFormModal';

export function TaskActions({ task, listTo }: { task: TaskDto; listTo: string }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleteTask, { isLoading: deleting }] = useDeleteTaskMutation();

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '업무 삭제',
      children: (
        <Text fz="sm">
          ‘{task.title}’ 업무를 삭제하시겠습니까? 댓글도 함께 삭제되며 되돌릴 수 없습니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteTask({ taskId: task.id })
          .unwrap()
          .then(() => {
            notifySuccess('업무를 삭제했습니다.');
            void navigate(listTo);
          })
          // Notified by the base query.
          .catch((_error: ApiError) => undefined);
      },
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={16} />}
        onClick={() => setEditing(true)}
      >
        수정
      </Button>
      {isAutomatic(task) ? null : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={confirmDelete}
          loading={deleting}
        >
          삭제
        </Button>
      )}
      <Button component={RouterLink} to={listTo} variant="default">
        목록
      </Button>
      <TaskFormModal task={task} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
