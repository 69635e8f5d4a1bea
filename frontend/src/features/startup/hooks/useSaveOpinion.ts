//! Saving the firm's opinion of a startup: a POST when it has none yet, a PUT otherwise. A refused
//! text (422) becomes the message under the editor; any other failure is notified.
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreateOpinionMutation, useUpdateOpinionMutation } from '../api';

export function useSaveOpinion(startupId: number, exists: boolean) {
  const [create, creating] = useCreateOpinionMutation();
  const [update, updating] = useUpdateOpinionMutation();
  const idempotency = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);

  /** Resolves true once saved (the box then shows the saved opinion). */
  const save = async (html: string): Promise<boolean> => {
    setError(null);
    const opinionBody = { opinion: html };
    try {
      if (exists) {
        await update({ startupId, opinionBody }).unwrap();
      } else {
        await create({ startupId, 'Idempotency-Key': idempotency.key(), opinionBody }).unwrap();
        idempotency.renew();
      }
      notifySuccess(exists ? '의견을 수정했습니다.' : '의견을 등록했습니다.');
      return true;
    } catch (caught) {
      const refused = caught as ApiError;
      // 409 opinion_exists and 404 opinion_not_found mean a colleague changed it meanwhile: the
      // box has reloaded it, so saving again updates or creates as it now should.
      if (refused.status === 422) setError(refused.fieldErrors.opinion ?? refused.message);
      else notifyError(refused.message);
      return false;
    }
  };

  return {
    save,
    saving: creating.isLoading || updating.isLoading,
    error,
    clearError: () => setError(null),
  };
}
