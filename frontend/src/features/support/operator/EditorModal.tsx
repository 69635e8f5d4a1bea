//! The modal around an operator's editor (notice, FAQ): a fresh form for every opening, and
//! closing with changes asks '정말 나가시겠습니까?' first; a save closes it (lists refresh by tag).
import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { confirmLeave } from '@/shared/ui/confirmLeave';

export interface EditorControls {
  onCancel: () => void;
  onSaved: () => void;
  /** Told once the operator changes something, so closing asks first. */
  onChanged: () => void;
}

export function EditorModal({
  opened,
  title,
  editKey,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  /** What is edited ('new' or its id): another one gets a fresh form. */
  editKey: string;
  onClose: () => void;
  children: (controls: EditorControls) => ReactNode;
}) {
  const [session, setSession] = useState(0);
  const [changed, setChanged] = useState(false);
  const close = () => {
    setSession((value) => value + 1);
    setChanged(false);
    onClose();
  };
  const leave = () => (changed ? confirmLeave(close) : close());

  return (
    <Modal opened={opened} onClose={leave} title={title} size="lg" centered>
      <div key={`${session}|${editKey}`}>
        {children({ onCancel: leave, onSaved: close, onChanged: () => setChanged(true) })}
      </div>
    </Modal>
  );
}
