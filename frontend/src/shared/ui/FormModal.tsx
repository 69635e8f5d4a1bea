//! The modal around a form that creates or edits a record (a team, a task, a notice, an FAQ): a
//! fresh form for every opening and for another record; closing with changes asks '정말
//! 나가시겠습니까?' first; a save closes it (lists refresh by tag).
import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { confirmLeave } from './confirmLeave';

/** What the modal gives its form. */
export interface FormControls {
  onCancel: () => void;
  onSaved: () => void;
  /** Told once the user changes something, so closing asks first. */
  onChanged: () => void;
}

export function FormModal({
  opened,
  title,
  editKey,
  size = 'lg',
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  /** What is edited ('new' or its id): another one gets a fresh form. */
  editKey: string | number;
  size?: ModalProps['size'];
  onClose: () => void;
  children: (controls: FormControls) => ReactNode;
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
    <Modal opened={opened} onClose={leave} title={title} size={size} centered>
      <Fragment key={`${session}|${editKey}`}>
        {children({ onCancel: leave, onSaved: close, onChanged: () => setChanged(true) })}
      </Fragment>
    </Modal>
  );
}
