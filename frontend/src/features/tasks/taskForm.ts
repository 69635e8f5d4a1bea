//! The task form's values and the body they are sent as. An edit sends every field (PUT
//! replaces the task) with the task's status; an automatic task's title and union go back as
//! the product wrote them, untouched.
import type { TaskBody, TaskDto } from './api';
import { length, LIMITS, TEXT } from './model';

export interface TaskValues {
  title: string;
  description: string;
  /** The pickers hold ids as text; null for none. */
  union_id: string | null;
  assignee_id: string | null;
  /** 'YYYY-MM-DD', or '' for none. */
  due_on: string;
}

export const valuesOf = (task: TaskDto | null): TaskValues => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  union_id: task?.union_id ? String(task.union_id) : null,
  assignee_id: task?.assignee ? String(task.assignee.user_id) : null,
  due_on: task?.due_on ?? '',
});

const id = (value: string | null) => (value ? Number(value) : null);

export function bodyOf(values: TaskValues, task: TaskDto | null): TaskBody {
  const automatic = Boolean(task?.auto_kind);
  return {
    title: automatic && task ? task.title : values.title.trim(),
    description: values.description.trim(),
    union_id: automatic && task ? (task.union_id ?? null) : id(values.union_id),
    due_on: values.due_on || null,
    assignee_id: id(values.assignee_id),
    ...(task ? { status: task.status } : {}),
  };
}

/** A task as it is, sent back with one change (the detail's status and assignee). */
export const bodyWith = (task: TaskDto, change: Partial<TaskBody>): TaskBody => ({
  ...bodyOf(valuesOf(task), task),
  ...change,
});

export const validate = {
  title: (value: string) => {
    const text = value.trim();
    return !text || length(text) > LIMITS.title ? TEXT.title : null;
  },
  description: (value: string) =>
    length(value.trim()) > LIMITS.description ? TEXT.description : null,
};
