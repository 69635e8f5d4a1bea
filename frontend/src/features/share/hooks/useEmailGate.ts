//! The two steps of a link that asks who reads it: the reader's address, to which the server mails
//! a six-digit code, then that code, which opens the visit (with the password already accepted,
//! when the link has one too). Each server answer goes under the field of the step it came from;
//! a link refused meanwhile (expired, revoked, unknown) goes to the page's refusal instead.
import { useState } from 'react';
import type { ApiError } from '@/api/apiError';
import { openShareVisit, requestShareCode } from '../api';
import { CODE_RESEND_SECONDS, codeError, emailError, refusalOf } from '../model';
import { useCooldown } from './useCooldown';

export interface EmailGateCallbacks {
  /** The code was right: the visit it opened. */
  onUnlocked: (visit: string) => void;
  /** The link itself was refused (expired, revoked, unknown). */
  onRefused: (error: ApiError) => void;
}

export function useEmailGate(
  token: string,
  /** The password the server accepted, for a link with both gates. */
  password: string | undefined,
  { onUnlocked, onRefused }: EmailGateCallbacks,
) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [opening, setOpening] = useState(false);
  const resend = useCooldown(CODE_RESEND_SECONDS);

  /** Mails a code: first from the address step, again from the code step. */
  const sendCode = async () => {
    if (sending) return;
    const address = email.trim();
    const invalid = emailError(address);
    if (invalid) {
      setEmailProblem(invalid);
      return;
    }
    const showProblem = step === 'email' ? setEmailProblem : setCodeProblem;
    setSending(true);
    showProblem(null);
    try {
      await requestShareCode(token, address);
    } catch (caught) {
      const refused = caught as ApiError;
      setSending(false);
      if (refusalOf(refused)) onRefused(refused);
      // An address the server refuses, too many codes asked (and how long to wait), a failure.
      else showProblem(refused.fieldErrors.email ?? refused.message);
      return;
    }
    setSending(false);
    setEmail(address);
    setStep('code');
    // A new code: the one typed for the last is of no use.
    setCode('');
    setCodeProblem(null);
    resend.start();
  };

  const open = async () => {
    if (opening) return;
    const invalid = codeError(code);
    if (invalid) {
      setCodeProblem(invalid);
      return;
    }
    setOpening(true);
    setCodeProblem(null);
    let visit: string;
    try {
      visit = await openShareVisit(token, { password, email, code });
    } catch (caught) {
      const refused = caught as ApiError;
      setOpening(false);
      if (refusalOf(refused)) onRefused(refused);
      // A wrong or expired code, too many tries, or a failure.
      else setCodeProblem(refused.fieldErrors.code ?? refused.fieldErrors.email ?? refused.message);
      return;
    }
    onUnlocked(visit);
  };

  return {
    step,
    email,
    code,
    emailProblem,
    codeProblem,
    sending,
    opening,
    /** Seconds before another code may be asked for. */
    resendLeft: resend.left,
    changeEmail: (value: string) => {
      setEmail(value);
      setEmailProblem(null);
    },
    /** Only digits are kept, six at most: a pasted "123 456" is the code. */
    changeCode: (value: string) => {
      setCode(value.replace(/\D/g, '').slice(0, 6));
      setCodeProblem(null);
    },
    sendCode: () => void sendCode(),
    open: () => void open(),
    /** Back to the address step, the address kept to correct. */
    editEmail: () => {
      setStep('email');
      setCode('');
      setCodeProblem(null);
    },
  };
}
