//! Files waiting to be attached to an inquiry, and their upload: one request a file (the server
//! takes one at a time), one after another, each with its own progress. A failed file keeps its
//! reason and does not stop the others. The uploads go around RTK Query (for their progress),
//! so the inquiry is marked stale here afterwards.
import { useCallback, useRef, useState } from 'react';
import { inquiryTag } from '@/api/tags';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { supportEndpoints } from '../api';
import { uploadInquiryFile } from '../files';

export type QueuedStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface QueuedFile {
  key: number;
  file: File;
  status: QueuedStatus;
  /** Whole percent sent while uploading. */
  percent: number;
  /** The server's reason when it failed. */
  error: string | null;
}

export interface FileFailure {
  name: string;
  message: string;
}

export function useFileQueue() {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [sending, setSending] = useState(false);
  const nextKey = useRef(1);

  const patch = (key: number, change: Partial<QueuedFile>) =>
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({
      key: nextKey.current++,
      file,
      status: 'ready' as const,
      percent: 0,
      error: null,
    }));
    setItems((now) => [...now, ...added]);
    return added;
  }, []);

  const remove = useCallback(
    (key: number) => setItems((now) => now.filter((item) => item.key !== key)),
    [],
  );

  const clear = useCallback(() => setItems([]), []);

  /** Uploads `queued` (by default every file not sent yet); resolves with the failures. */
  const send = async (inquiryId: number, queued?: QueuedFile[]): Promise<FileFailure[]> => {
    const pending = (queued ?? items).filter((item) => item.status !== 'done');
    const failures: FileFailure[] = [];
    setSending(true);
    try {
      for (const item of pending) {
        patch(item.key, { status: 'uploading', percent: 0, error: null });
        try {
          await uploadInquiryFile(inquiryId, item.file, (percent) => patch(item.key, { percent }));
          patch(item.key, { status: 'done', percent: 100 });
        } catch (error) {
          const message = error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE;
          patch(item.key, { status: 'failed', error: message });
          failures.push({ name: item.file.name, message });
        }
      }
    } finally {
      setSending(false);
      if (pending.length > 0) {
        dispatch(supportEndpoints.util.invalidateTags([inquiryTag(inquiryId)]));
      }
    }
    return failures;
  };

  return { items, sending, add, remove, clear, send };
}
