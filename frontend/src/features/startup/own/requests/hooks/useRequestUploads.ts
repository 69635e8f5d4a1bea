//! Uploads of asked documents: the picked files one after another, each with its progress. One
//! upload runs at a time (`running`), and the answer waits for it.
import { useRef, useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import type { CompanyDocumentCode } from '../api';

export const UPLOADED = '업로드 되었습니다.';
export const UPLOAD_FAILED = '업로드 실패했습니다.';

/** The file being sent: its code, name, place among the picked files and the percent sent. */
export interface RunningUpload {
  kind: CompanyDocumentCode;
  name: string;
  /** 1-based place of the file among the picked ones. */
  index: number;
  count: number;
  percent: number;
}

/** Sends one file under `kind`, reporting the percent sent, and keeps what the server answered. */
export type SendDocument = (
  kind: CompanyDocumentCode,
  file: File,
  onProgress: (percent: number) => void,
) => Promise<void>;

export function useRequestUploads(send: SendDocument) {
  const [running, setRunning] = useState<RunningUpload | null>(null);
  // State lags a render behind: a second pick in the same tick must still wait.
  const inFlight = useRef(false);

  const upload = async (kind: CompanyDocumentCode, files: File[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      for (const [index, file] of files.entries()) {
        setRunning({ kind, name: file.name, index: index + 1, count: files.length, percent: 0 });
        await send(kind, file, (percent) => setRunning((now) => (now ? { ...now, percent } : now)));
      }
      notifySuccess(UPLOADED);
    } catch (error) {
      // The files after a refused one are not sent: the list shows which ones made it.
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  return { running, upload };
}
