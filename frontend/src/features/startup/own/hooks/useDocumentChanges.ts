//! The '자료' tab's changes: uploads (the picked files one after another, each with its progress)
//! and deletes, with the answered profile put into the cache after each. One change runs at a
//! time (`busy`): every button waits, so nothing is sent twice.
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { formatFileSize } from '@/shared/format';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import {
  uploadStartupDocument,
  useRemoveStartupDocumentMutation,
  useProfileDispatch,
  type CompanyDocumentCode,
  type StartupFileRulesDto,
} from '../fileApi';
import { historyChanged, upsertProfile } from '../api';
import type { StartupDocumentDto } from '@/features/startup/api';

export const UPLOADED = '업로드 되었습니다.';
export const UPLOAD_FAILED = '업로드 실패했습니다.';
export const DELETED = '삭제 완료되었습니다.';
export const DELETE_FAILED = '삭제 실패했습니다.';

/** The file being sent: its code, name, place in the pick and the percent sent. */
export interface RunningUpload {
  kind: CompanyDocumentCode;
  name: string;
  /** 1-based place of the file among the picked ones. */
  index: number;
  count: number;
  percent: number;
}

/** Why a pick is refused before anything is sent, or null when it may go. */
export function documentRefusal(
  files: File[],
  present: number,
  rules: StartupFileRulesDto,
): string | null {
  const max = rules.max_documents_per_kind;
  if (present + files.length > max) {
    return `자료 종류마다 ${max}개까지 올릴 수 있습니다. (현재 ${present}개)`;
  }
  const large = files.filter((file) => file.size > rules.max_document_bytes);
  if (large.length > 0) {
    const names = large.map((file) => file.name).join(', ');
    return `${names}: 파일은 ${formatFileSize(rules.max_document_bytes)}까지 올릴 수 있습니다.`;
  }
  return null;
}

export function useDocumentChanges(startupId: number, rules: StartupFileRulesDto | undefined) {
  const dispatch = useProfileDispatch();
  const [deleteDocument, { isLoading: deleting }] = useRemoveStartupDocumentMutation();
  const [running, setRunning] = useState<RunningUpload | null>(null);
  const busy = running !== null || deleting;

  const upload = async (kind: CompanyDocumentCode, files: File[], present: number) => {
    if (busy || !rules) return;
    const refusal = documentRefusal(files, present, rules);
    if (refusal) {
      notifyError(refusal, UPLOAD_FAILED);
      return;
    }
    let sent = 0;
    try {
      for (const file of files) {
        setRunning({ kind, name: file.name, index: sent + 1, count: files.length, percent: 0 });
        const profile = await uploadStartupDocument(startupId, kind, file, (percent) =>
          setRunning((now) => (now ? { ...now, percent } : now)),
        );
        // Each stored file shows at once, before the next one is sent.
        void dispatch(upsertProfile(startupId, profile));
        sent += 1;
      }
      notifySuccess(UPLOADED);
    } catch (error) {
      // The files after a refused one are not sent: the user sees which ones made it.
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
    } finally {
      setRunning(null);
      if (sent > 0) dispatch(historyChanged(startupId));
    }
  };

  const remove = (document: StartupDocumentDto) =>
    deleteDocument({ startupId, documentId: document.id })
      .unwrap()
      .then(() => notifySuccess(DELETED))
      .catch((error: ApiError) => notifyError(error.message, DELETE_FAILED));

  return { running, busy, upload, remove };
}
