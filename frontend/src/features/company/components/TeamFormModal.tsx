//! The team modal, for a new team or an existing one. Closing with changes asks '정말
//! 나가시겠습니까?'; a save closes it (the list refreshes by tag).
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { confirmLeave } from '@/shared/ui/confirmLeave';
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
  // A fresh form (new fields) for every opening.
  const [session, setSession] = useState(0);
  const [changed, setChanged] = useState(false);
  const close = () => {
    setSession((value) => value + 1);
    setChanged(false);
    onClose();
  };
  const leave = () => (changed ? confirmLeave(close) : close());

  return (
    <Modal
      opened={opened}
      onClose={leave}
      title={team ? '그룹 수정' : '그룹 만들기'}
      size={520}
      centered
    >
      <TeamForm
        key={`${session}|${team?.id ?? 'new'}`}
        team={team}
        onCancel={leave}
        onSaved={close}
        onChanged={() => setChanged(true)}
      />
    </Modal>
  );
}
