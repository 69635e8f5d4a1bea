//! Sends a ledger form and says how it went: the server's field messages under their fields, a
//! refusal that names no field (a sale of shares the union did not hold that day: 409
//! ledger_inconsistent, or a startup that no longer exists) in the form itself, so the GP reads
//! it beside what was typed.
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';

export function useEntrySubmit<V>(
  form: UseFormReturnType<V>,
  done: { message: string; then: () => void },
  /** applyProblem's maps: a code that stands for a field, a server field named otherwise here. */
  maps: { codeToField?: Record<string, string>; fields?: Record<string, string> } = {},
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second click before React re-renders the disabled button must not add the row twice.
  const inFlight = useRef(false);
  // One key per form session: a retried request (a lost answer) records the row once.
  const idempotency = useIdempotencyKey();

  const send = async (request: (idempotencyKey: string) => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    form.setSubmitting(true);
    try {
      await request(idempotency.key());
      idempotency.renew();
      notifySuccess(done.message);
      done.then();
    } catch (caught) {
      const error = caught as ApiError;
      const applied = applyProblem(form, error, maps.codeToField, maps.fields);
      if (!applied.placed) setRefusal(error.message);
      else if (applied.unplaced[0]) setRefusal(applied.unplaced[0].message);
    } finally {
      inFlight.current = false;
      form.setSubmitting(false);
    }
  };

  return { refusal, send };
}
