//! One change saved at once from the detail (its status, its assignee): the task is sent back
//! whole with the change, and the answer is told as a notification, a refusal with the server's
//! reason (the call is silent).
import { useCallback } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useUpdateTaskMutation, type TaskBody, type TaskDto } from '../api';
import { bodyWith } from '../taskForm';

export function useTaskChange(task: TaskDto): {
  /** Resolves whether it was saved. */
  change: (change: Partial<TaskBody>, done: string) => Promise<boolean>;
  saving: boolean;
} {
  const [updateTask, { isLoading }] = useUpdateTaskMutation();
  const change = useCallback(
    async (change: Partial<TaskBody>, done: string) => {
      try {
        await updateTask({ taskId: task.id, taskBody: bodyWith(task, change) }).unwrap();
        notifySuccess(done);
        return true;
      } catch (caught) {
        const error = caught as ApiError;
        notifyError(Object.values(error.fieldErrors)[0] ?? error.message, '저장하지 못했습니다.');
        return false;
      }
    },
    [task, updateTask],
  );
  return { change, saving: isLoading };
}
