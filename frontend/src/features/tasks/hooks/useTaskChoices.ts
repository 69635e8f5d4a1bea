//! What a task may be given: the firm's approved members as its assignee and the firm's unions
//! (100 of each at most; a firm has fewer), each list keeping the task's own choice even when it
//! is no longer offered (a member since expelled), so an edit never drops it unasked.
import { useMemo } from 'react';
import { useListCompanyMembersQuery, useListUnionsQuery, type TaskDto } from '../api';

export interface Choice {
  value: string;
  label: string;
}

const MAX = 100;

function withOwn(choices: Choice[], own: Choice | null): Choice[] {
  if (!own || choices.some((choice) => choice.value === own.value)) return choices;
  return [own, ...choices];
}

/** The approved members, by name (and e-mail, to tell namesakes apart). */
export function useMemberChoices(task?: TaskDto | null): { choices: Choice[]; loading: boolean } {
  const { data, isLoading } = useListCompanyMembersQuery({ status: 'c', page: 1, pageSize: MAX });
  const assignee = task?.assignee ?? null;
  const choices = useMemo(
    () =>
      withOwn(
        (data?.items ?? []).map((member) => ({
          value: String(member.user_id),
          label: `${member.name} (${member.email})`,
        })),
        assignee ? { value: String(assignee.user_id), label: assignee.name } : null,
      ),
    [data, assignee],
  );
  return { choices, loading: isLoading };
}

/** The firm's unions, newest first. */
export function useUnionChoices(task?: TaskDto | null): { choices: Choice[]; loading: boolean } {
  const { data, isLoading } = useListUnionsQuery({ page: 1, pageSize: MAX });
  const unionId = task?.union_id ?? null;
  const unionName = task?.union_name ?? null;
  const choices = useMemo(
    () =>
      withOwn(
        (data?.items ?? []).map((union) => ({ value: String(union.id), label: union.name })),
        unionId ? { value: String(unionId), label: unionName ?? `조합 ${unionId}` } : null,
      ),
    [data, unionId, unionName],
  );
  return { choices, loading: isLoading };
}
