//! Sending one mail: the member-select modal, then the member-edit (review) modal; '이전' goes
//! back with the picks kept. Mounted per '발송하기', so every sending starts empty.
import { useState } from 'react';
import type { MailingCreatedDto } from '../api';
import { NO_PICK, type MailKind, type Picked } from '../model';
import { MemberEditModal } from './MemberEditModal';
import { MemberSelectModal } from './MemberSelectModal';

export function SendFlow({
  unionId,
  kind,
  onClose,
  onSent,
}: {
  unionId: number;
  kind: MailKind;
  onClose: () => void;
  onSent: (created: MailingCreatedDto) => void;
}) {
  const [step, setStep] = useState<'select' | 'review'>('select');
  const [picked, setPicked] = useState<Picked>(NO_PICK);
  const go = (next: 'select' | 'review') => (chosen: Picked) => {
    setPicked(chosen);
    setStep(next);
  };

  return step === 'select' ? (
    <MemberSelectModal
      unionId={unionId}
      kind={kind}
      initial={picked}
      onNext={go('review')}
      onClose={onClose}
    />
  ) : (
    <MemberEditModal
      unionId={unionId}
      kind={kind}
      picked={picked}
      onBack={go('select')}
      onClose={onClose}
      onSent={onSent}
    />
  );
}
