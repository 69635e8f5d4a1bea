//! One opinion of a report: the report's own (`unionId` null) or the one on a union of it. Saving
//! creates it (POST, with an Idempotency-Key) when there is none and replaces it (PUT) otherwise;
//! deleting removes it. Each success reads the report's opinions again. A refused text (422) is
//! the message under the editor; any other failure is notified.
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import {
  useCreateReportOpinionMutation,
  useCreateUnionOpinionMutation,
  useDeleteReportOpinionMutation,
  useDeleteUnionOpinionMutation,
  useListOpinionsQuery,
  useUpdateReportOpinionMutation,
  useUpdateUnionOpinionMutation,
} from '../api';
import { ownOpinion, unionOpinion } from '../model';

export function useOpinion(reportId: number, unionId: number | null) {
  const list = useListOpinionsQuery({ reportId });
  const current = unionId === null ? ownOpinion(list.data) : unionOpinion(list.data, unionId);

  const [createOwn, creatingOwn] = useCreateReportOpinionMutation();
  const [updateOwn, updatingOwn] = useUpdateReportOpinionMutation();
  const [deleteOwn, deletingOwn] = useDeleteReportOpinionMutation();
  const [createOnUnion, creatingOnUnion] = useCreateUnionOpinionMutation();
  const [updateOnUnion, updatingOnUnion] = useUpdateUnionOpinionMutation();
  const [deleteOnUnion, deletingOnUnion] = useDeleteUnionOpinionMutation();
  const idempotency = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);

  /** Resolves true once saved (the block then shows the saved opinion). */
  const save = async (html: string): Promise<boolean> => {
    setError(null);
    const opinionBody = { opinion: html };
    const exists = current !== null;
    try {
      if (exists && unionId === null) {
        await updateOwn({ reportId, opinionBody }).unwrap();
      } else if (exists && unionId !== null) {
        await updateOnUnion({ reportId, unionId, opinionBody }).unwrap();
      } else {
        const key = idempotency.key();
        await (
          unionId === null
            ? createOwn({ reportId, 'Idempotency-Key': key, opinionBody })
            : createOnUnion({ reportId, unionId, 'Idempotency-Key': key, opinionBody })
        ).unwrap();
        idempotency.renew();
      }
      notifySuccess(exists ? '의견을 수정했습니다.' : '의견을 등록했습니다.');
      return true;
    } catch (caught) {
      const refused = caught as ApiError;
      // 409 opinion_exists or 404 opinion_not_found: a colleague changed it meanwhile; the list
      // has been read again, so saving once more creates or replaces as it now should.
      if (refused.status === 422) setError(refused.fieldErrors.opinion ?? refused.message);
      else notifyError(refused.message, '의견을 저장하지 못했습니다.');
      return false;
    }
  };

  const remove = async () => {
    try {
      await (
        unionId === null ? deleteOwn({ reportId }) : deleteOnUnion({ reportId, unionId })
      ).unwrap();
      notifySuccess('의견을 삭제했습니다.');
    } catch (caught) {
      notifyError((caught as ApiError).message, '의견을 삭제하지 못했습니다.');
    }
  };

  return {
    list,
    current,
    save,
    remove,
    saving:
      creatingOwn.isLoading ||
      updatingOwn.isLoading ||
      creatingOnUnion.isLoading ||
      updatingOnUnion.isLoading,
    removing: deletingOwn.isLoading || deletingOnUnion.isLoading,
    error,
    clearError: () => setError(null),
  };
}
