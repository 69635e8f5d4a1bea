//! The opinion block of a report (spec section 4, "Opinion"): the report's own or the one on a
//! union of it, in the shared opinion panel. After each success the block shows what the server
//! now holds.
import { OpinionPanel } from '@/shared/ui/OpinionPanel';
import { useOpinion } from '../hooks/useOpinion';

export function OpinionBlock({
  title,
  reportId,
  unionId = null,
}: {
  title: string;
  reportId: number;
  /** The union of the report the opinion is on; null for the report's own. */
  unionId?: number | null;
}) {
  const opinion = useOpinion(reportId, unionId);
  const { list } = opinion;
  return (
    <OpinionPanel
      title={title}
      current={opinion.current}
      loading={list.isLoading}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      onSave={opinion.save}
      saving={opinion.saving}
      saveError={opinion.error}
      clearSaveError={opinion.clearError}
      onRemove={() => void opinion.remove()}
      removing={opinion.removing}
    />
  );
}
