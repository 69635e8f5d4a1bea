//! A refused save on the own company forms: each field message under its input (the first one
//! brought into view), and what names no input of the form as a notification.
import type { ApiError } from '@/api/baseQuery';
import { applyProblem, type ProblemForm } from '@/shared/ui/applyProblem';
import { notifyError } from '@/shared/ui/notify';

export const CHECK_INPUT = '입력 내용을 확인해 주세요.';

export function showProblem(form: ProblemForm, error: ApiError, root: HTMLElement | null): void {
  const { placed, unplaced } = applyProblem(form, error);
  if (!placed) {
    notifyError(unplaced.map((item) => item.message).join('\n') || error.message);
    return;
  }
  notifyError(unplaced.length > 0 ? unplaced.map((item) => item.message).join('\n') : CHECK_INPUT);
  // The first invalid field may be far from the save button.
  requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  });
}
