//! What the checklist says about a step and about the whole: the step's state badge and the line
//! naming what the union's next status still needs.
import { formatDate } from '@/shared/format';
import type { StatusInfo } from '@/shared/ui/StatusBadge';
import type { UnionDetail } from '../api';
import type { FormationDto, FormationStepCode, FormationStepDto } from './api';

/** Done (with its date), open, or open past its target date (`today` is 'YYYY-MM-DD'). */
export function stepState(step: FormationStepDto, today: string): StatusInfo {
  if (step.done_on) return { label: `완료 ${formatDate(step.done_on)}`, color: 'teal' };
  // ISO dates compare as strings.
  if (step.due_on && step.due_on < today) return { label: '목표일 지남', color: 'orange' };
  return { label: '진행 전', color: 'gray' };
}

export const doneCount = (formation: FormationDto) =>
  formation.steps.filter((step) => Boolean(step.done_on)).length;

/** What the next status change needs, in the order the union moves: 결성진행중, then 결성완료. */
export function nextStatusLine(formation: FormationDto, status: UnionDetail['status']): string {
  if (status === 'E') return '결성이 완료된 조합입니다.';
  const labels = (codes: FormationStepCode[]) =>
    codes
      .map((code) => formation.steps.find((step) => step.step === code)?.label ?? code)
      .join(', ');
  if (formation.missing_for_forming.length > 0)
    return `결성진행중으로 바꾸려면: ${labels(formation.missing_for_forming)}`;
  if (formation.missing_for_formed.length > 0)
    return `결성완료로 바꾸려면: ${labels(formation.missing_for_formed)}`;
  return '모든 단계를 마쳤습니다. 결성완료로 바꿀 수 있습니다.';
}
