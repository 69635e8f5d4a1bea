//! The ledger import's state: the picked sheet (kept after a refusal, so the GP can fix the file
//! and send it again), the upload under way with its progress, and the refusal to show — every
//! refused row with how many rows they are, or the server's reason. A success tells the counts,
//! reads the ledger again and hands over to `onImported`.
import { useRef, useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { ledgerImported } from '../api';
import {
  importedText,
  importLedger,
  INVALID_ROWS,
  refusedRowCount,
  refusedRowsText,
} from '../ledgerImport';

/** The picked sheet with its own Idempotency-Key: a retry of this pick cannot import twice. */
export interface PickedSheet {
  file: File;
  key: string;
}

export interface RunningImport {
  name: string;
  /** Whole percent sent so far. */
  percent: number;
}

export type ImportRefusal =
  /** Refused rows: nothing was recorded. `summary` counts the rows, `rows` lists every problem. */
  | { kind: 'rows'; summary: string; rows: string[] }
  /** Any other refusal or failure, in the server's words when it gave them. */
  | { kind: 'other'; message: string };

function refusalOf(error: unknown): ImportRefusal {
  if (!(error instanceof UploadError)) return { kind: 'other', message: SERVER_ERROR_MESSAGE };
  if (error.code === INVALID_ROWS && error.errors.length > 0) {
    return {
      kind: 'rows',
      summary: refusedRowsText(refusedRowCount(error.errors)),
      rows: error.errors.map((row) => row.message),
    };
  }
  return { kind: 'other', message: error.message };
}

export function useLedgerImport(onImported: () => void) {
  const dispatch = useAppDispatch();
  const [picked, setPicked] = useState<PickedSheet | null>(null);
  const [running, setRunning] = useState<RunningImport | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  // A second click before React re-renders the disabled button must not send the sheet twice.
  const inFlight = useRef(false);

  const pick = (file: File | undefined) => {
    if (!file || inFlight.current) return;
    setPicked({ file, key: newIdempotencyKey() });
    setRefusal(null);
  };

  const upload = async () => {
    if (!picked || inFlight.current) return;
    inFlight.current = true;
    setRefusal(null);
    setRunning({ name: picked.file.name, percent: 0 });
    try {
      const counts = await importLedger(picked.file, picked.key, (percent) =>
        setRunning((now) => (now ? { ...now, percent } : now)),
      );
      // Only a success changed the ledger: a refusal recorded nothing.
      dispatch(ledgerImported());
      notifySuccess(importedText(counts));
      setPicked(null);
      onImported();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  /** Forgets the pick and the refusal (the modal closed). */
  const reset = () => {
    if (inFlight.current) return;
    setPicked(null);
    setRefusal(null);
  };

  return { picked, running, refusal, pick, upload, reset };
}
