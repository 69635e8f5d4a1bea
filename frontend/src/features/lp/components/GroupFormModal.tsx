//! The group modal (460x540) for adding or editing a group. Closing asks '정말 나가시겠습니까?'
//! and clears the fields on confirm; a successful save closes it (the lists refresh by tag).
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import type { LpGroupDto } from '../api';
import { GroupForm } from './GroupForm';

export function GroupFormModal({
  group = null,
  opened,
  onClose,
}: {
  group?: LpGroupDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  // A new form (fresh fields) after every leave or save, and whenever the saved group changes.
  const [session, setSession] = useState(0);
  const [busy, setBusy] = useState(false);
  const restart = () => {
    setSession((value) => value + 1);
    onClose();
  };
  const leave = () => {
    if (!busy) confirmLeave(restart);
  };
  const formKey = `${session}|${group?.id}|${group?.name}|${group?.description}|${group?.has_image}`;

  return (
    <Modal
      opened={opened}
      onClose={leave}
      title={group ? '그룹 수정' : '그룹 추가'}
      size={460}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      <GroupForm key={formKey} group={group} onCancel={leave} onSaved={restart} onBusy={setBusy} />
    </Modal>
  );
}
