//! Uploads (with progress) and deletes of an application's documents, with the spec's messages
//! (section 8) and the list reloaded afterwards. One change runs at a time (`busy`).
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { portalApplicationChangeTags } from '@/api/tags';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { formatFileSize } from '@/shared/format';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import {
  portalEndpoints,
  uploadDocument,
  useDeleteDocumentMutation,
  type DocumentDto,
} from '../api';

export const UPLOADED = '업로드 되었습니다.';
export const UPLOAD_FAILED = '업로드 실패했습니다.';
export const DELETED = '삭제 완료되었습니다.';
export const DELETE_FAILED = '삭제 실패했습니다.';

/** The upload under way: its document kind, the file's name and the percent sent. */
export interface RunningUpload {
  kind: string;
  name: string;
  percent: number;
}

export function useDocumentChanges(applicantId: number, maxFileBytes: number) {
  const dispatch = useAppDispatch();
  const [deleteDocument, { isLoading: deleting }] = useDeleteDocumentMutation();
  const [running, setRunning] = useState<RunningUpload | null>(null);
  const busy = running !== null || deleting;

  const upload = async (kind: string, file: File) => {
    if (busy) return;
    // Refused here so a large file is not sent only to be refused by the server.
    if (file.size > maxFileBytes) {
      notifyError(
        `${file.name}: 파일은 ${formatFileSize(maxFileBytes)}까지 올릴 수 있습니다.`,
        UPLOAD_FAILED,
      );
      return;
    }
    setRunning({ kind, name: file.name, percent: 0 });
    try {
      await uploadDocument(applicantId, kind, file, (percent) =>
        setRunning((now) => (now ? { ...now, percent } : now)),
      );
      notifySuccess(UPLOADED);
    } catch (error) {
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
    } finally {
      setRunning(null);
      // The upload went around RTK Query (for its progress), so the caches are told here.
      dispatch(portalEndpoints.util.invalidateTags(portalApplicationChangeTags(applicantId)));
    }
  };

  const remove = (document: DocumentDto) =>
    deleteDocument({ applicantId, documentId: document.id })
      .unwrap()
      .then(() => notifySuccess(DELETED))
      .catch((error: ApiError) => notifyError(error.message, DELETE_FAILED));

  return { running, busy, upload, remove };
}
