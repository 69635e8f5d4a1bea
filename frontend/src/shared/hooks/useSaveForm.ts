//! The submit of a form that creates a record or edits one (a team, a task, a notice, an FAQ):
//! one request at a time, a create sent under the form session's Idempotency-Key (renewed once it
//! is saved), the success notified, and a refusal put on the form: the server's field messages
//! under their fields, anything else as the form's problem, shown above its buttons.
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useIdempotencyKey } from './useIdempotencyKey';

export function useSaveForm<Values>(
  form: UseFormReturnType<Values>,
  {
    send,
    savedMessage,
    codeToField,
    onSaved,
  }: {
    /** Sends the values: a create takes `idempotencyKey()`, an update does without. */
    send: (values: Values, idempotencyKey: () => string) => Promise<unknown>;
    /** Notified once saved, e.g. '그룹을 만들었습니다.'. */
    savedMessage: string;
    /** A problem code that stands for one field, e.g. `{ team_name_taken: 'name' }`. */
    codeToField?: Record<string, string>;
    onSaved: () => void;
  },
): {
  /** The refusal that names no field of the form. */
  problem: string | null;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
} {
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKey();

  const submit = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    let keyed = false;
    const idempotencyKey = () => {
      keyed = true;
      return idempotency.key();
    };
    try {
      await send(values, idempotencyKey);
      // The created record is done: the next create is another operation.
      if (keyed) idempotency.renew();
      notifySuccess(savedMessage);
      onSaved();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error, codeToField);
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return { problem, handleSubmit };
}
