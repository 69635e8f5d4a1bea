//! The figures sheet's import: the picked xlsx sent with its progress, the answered profile put
//! into the cache (the history gets its entry, the stored years are listed again), and the
//! outcome kept to show — '가져왔습니다', or the server's reason with every refused row (one bad
//! row and nothing was imported).
import { useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { uploadFiguresSheet, useProfileDispatch } from '../fileApi';
import { figuresImported, upsertProfile } from '../api';

/** The server takes sheets up to 2 MB (50 years fit in far less). */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
export const TOO_LARGE = '엑셀 파일은 2 MB까지 올릴 수 있습니다.';

export type ImportOutcome =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The row problems ('3행 매출액: …'), in the server's order. */
      rows: string[];
    };

export interface RunningImport {
  name: string;
  percent: number;
}

export function useFiguresImport(startupId: number, onImported: () => void) {
  const dispatch = useProfileDispatch();
  const [running, setRunning] = useState<RunningImport | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const upload = async (file: File) => {
    if (running) return;
    setOutcome(null);
    if (file.size > MAX_SHEET_BYTES) {
      setOutcome({ ok: false, message: TOO_LARGE, rows: [] });
      return;
    }
    setRunning({ name: file.name, percent: 0 });
    try {
      const profile = await uploadFiguresSheet(startupId, file, (percent) =>
        setRunning((now) => (now ? { ...now, percent } : now)),
      );
      // In the cache before the form opens afresh on it.
      await dispatch(upsertProfile(startupId, profile));
      dispatch(figuresImported(startupId));
      setOutcome({ ok: true });
      onImported();
    } catch (error) {
      setOutcome(
        error instanceof UploadError
          ? { ok: false, message: error.message, rows: error.errors.map((row) => row.message) }
          : { ok: false, message: SERVER_ERROR_MESSAGE, rows: [] },
      );
    } finally {
      setRunning(null);
    }
  };

  return { running, outcome, upload, dismiss: () => setOutcome(null) };
}
