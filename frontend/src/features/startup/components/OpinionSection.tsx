//! The firm's opinion of the startup (투자 의견, spec "Startup opinion"), one per firm, in the
//! shared opinion panel: with none, an '의견추가하기' button; it and '수정' open the editor, whose
//! '저장' creates or updates; '삭제' asks first. Investor firms only: for a startup's user the box
//! is absent.
import type { ApiError } from '@/api/baseQuery';
import { notifySuccess } from '@/shared/ui/notify';
import { OpinionPanel } from '@/shared/ui/OpinionPanel';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { useSaveOpinion } from '../hooks/useSaveOpinion';
import { useDeleteOpinionMutation, useGetOpinionQuery } from '../api';

export function OpinionSection({ startupId }: { startupId: number }) {
  const investor = useIsInvestor();
  const { data, error, isLoading, refetch } = useGetOpinionQuery(
    { startupId },
    { skip: investor !== true },
  );
  const current = data?.opinion ?? null;
  const { save, saving, error: saveError, clearError } = useSaveOpinion(startupId, !!current);
  const [remove, removing] = useDeleteOpinionMutation();

  // A startup's user (403 investor_only) has no opinion to write.
  if (!investor || (error as ApiError | undefined)?.status === 403) return null;

  return (
    <OpinionPanel
      title="투자 의견"
      subject="투자 의견"
      current={current}
      loading={isLoading}
      loadError={error}
      onRetry={() => void refetch()}
      onSave={save}
      saving={saving}
      saveError={saveError}
      clearSaveError={clearError}
      onRemove={() => {
        remove({ startupId })
          .unwrap()
          .then(() => notifySuccess('의견을 삭제했습니다.'))
          // The base query has shown the server's reason.
          .catch(() => undefined);
      }}
      removing={removing.isLoading}
    />
  );
}
