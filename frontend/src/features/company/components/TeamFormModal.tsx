//! The team modal, for a new team or an existing one. Closing with changes asks '정말
//! 나가시겠습니까?'; a save closes it (the list refreshes by tag).
import { FormModal } from '@/shared/ui/FormModal';
import type { TeamDto } from '../api';
import { TeamForm } from './TeamForm';

export function TeamFormModal({
  team,
  opened,
  onClose,
}: {
  team: TeamDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={team ? '그룹 수정' : '그룹 만들기'}
      editKey={team?.id ?? 'new'}
      size={520}
    >
      {(controls) => <TeamForm team={team} {...controls} />}
    </FormModal>
  );
}
