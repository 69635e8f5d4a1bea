//! The tasks screens' codes and names: the list's views, the statuses in their colours, the kinds
//! of automatic task with where their work is, and the limits of the form (the server's; it has
//! the final say and answers with its own field messages).
import type { ListTab } from '@/shared/hooks/useListParams';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type { TaskCountsDto, TaskDto } from './api';
import { dataRequestPath, unionApplicantsPath } from './paths';

export const VIEWS = [
  { value: 'open', label: '진행 중인 업무' },
  { value: 'mine', label: '내 업무' },
  { value: 'overdue', label: '기한 지남' },
  { value: 'done', label: '완료' },
  { value: 'all', label: '전체' },
] as const;
export type TaskView = (typeof VIEWS)[number]['value'];
export const DEFAULT_VIEW: TaskView = 'open';

/** An unknown or missing `?view=` is the open tasks, the server's default too. */
export const viewOf = (value: string | null): TaskView =>
  VIEWS.find((view) => view.value === value)?.value ?? DEFAULT_VIEW;

/** The view in the address: `?view=mine`, none for the open tasks. */
export const VIEW_TAB: ListTab<TaskView> = { param: 'view', of: viewOf, fallback: DEFAULT_VIEW };

/** The count a view's tab shows; 전체 has none. */
export const viewCount = (view: TaskView, counts: TaskCountsDto | undefined): number | null =>
  counts && view !== 'all' ? counts[view] : null;

export const STATUSES = [
  { value: 'todo', label: '할 일', color: 'gray' },
  { value: 'in_progress', label: '진행 중', color: 'blue' },
  { value: 'done', label: '완료', color: 'teal' },
] as const;

/** A task's status in its colour, with the server's Korean name. */
export function statusInfo(task: Pick<TaskDto, 'status' | 'status_label'>): StatusInfo {
  const known = STATUSES.find((status) => status.value === task.status);
  return { label: task.status_label || known?.label || task.status, color: known?.color ?? 'gray' };
}

interface AutoKind {
  /** What the product watches, e.g. '서류 검토'. */
  label: string;
  /** The link to where the work is. */
  linkLabel: string;
  path: (ref: number) => string;
}

const AUTO_KINDS: Record<string, AutoKind> = {
  documents_to_review: {
    label: '서류 검토',
    linkLabel: '출자 신청 관리로 이동',
    path: unionApplicantsPath,
  },
  payments_overdue: {
    label: '납입 기한 경과',
    linkLabel: '출자 신청 관리로 이동',
    path: unionApplicantsPath,
  },
  data_request_late: {
    label: '자료 요청 기한 경과',
    linkLabel: '자료 요청으로 이동',
    path: dataRequestPath,
  },
};

export const AUTOMATIC_TASK = '자동으로 만든 업무';

/** An automatic task's kind ('서류 검토'); null for a task written by hand. */
export function autoKindLabel(task: Pick<TaskDto, 'auto_kind'>): string | null {
  if (!task.auto_kind) return null;
  return AUTO_KINDS[task.auto_kind]?.label ?? AUTOMATIC_TASK;
}

/** Written by the product: its title and union are the product's, and it is never deleted. */
export const isAutomatic = (task: Pick<TaskDto, 'auto_kind'>) => Boolean(task.auto_kind);

/** Where an automatic task's work is, when its kind and reference are known. */
export function workLink(task: TaskDto): { to: string; label: string } | null {
  const kind = task.auto_kind ? AUTO_KINDS[task.auto_kind] : undefined;
  if (!kind || task.auto_ref === null || task.auto_ref === undefined) return null;
  return { to: kind.path(task.auto_ref), label: kind.linkLabel };
}

export const NO_TASKS = '업무가 없습니다.';
export const UNASSIGNED = '미지정';
export const OVERDUE = '기한 지남';

export const LIMITS = { title: 100, description: 2000, comment: 1000 } as const;

/** The server's own messages, so the browser and the server say the same thing. */
export const TEXT = {
  title: '업무 제목을 입력해주세요. (100자 이하)',
  description: '업무 내용은 2,000자 이하로 입력해주세요.',
  comment: '댓글을 입력해주세요. (1,000자 이하)',
} as const;

/** Characters as the server counts them (code points, not UTF-16 units). */
export const length = (text: string) => [...text].length;
