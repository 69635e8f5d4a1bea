//! The tab's changes, one at a time: a member's upload, the bulk upload and deletes. Each tells its
//! outcome with the spec's messages and reloads the contributor list.
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { evidenceTag } from '@/api/tags';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import {
  evidenceEndpoints,
  uploadBulkEvidence,
  uploadEvidence,
  useDeleteEvidenceMutation,
  type BulkUploadResult,
  type ContributorDto,
  type EvidenceFileDto,
} from './api';
import {
  bulkRefusalOf,
  DELETE_FAILED,
  DELETED,
  evidenceRefusalOf,
  UPLOAD_FAILED,
  UPLOADED,
  type EvidenceKind,
} from './evidence';

/** The upload under way: where it shows (see `targetOf`), the names sent and the percent sent. */
export interface Running {
  target: string;
  names: string[];
  percent: number;
}

/** Where an upload's progress shows: the bulk card, or one member's cell of one kind. */
export const BULK_TARGET = 'bulk';
export const targetOf = (applicantId: number, kind: EvidenceKind) => `${applicantId}:${kind}`;

/** `maxFileBytes` comes with the list; until then the server alone checks the size. */
export function useEvidenceChanges(unionId: number, maxFileBytes: number | undefined) {
  const dispatch = useAppDispatch();
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const [deleteEvidence, { isLoading: deleting }] = useDeleteEvidenceMutation();
  const busy = running !== null || deleting;

  /** Sends with progress; undefined when it failed (already told to the user). */
  async function send<T>(
    target: string,
    files: File[],
    request: (onProgress: (percent: number) => void) => Promise<T>,
  ): Promise<T | undefined> {
    setRunning({ target, names: files.map((file) => file.name), percent: 0 });
    try {
      return await request((percent) => setRunning((now) => (now ? { ...now, percent } : now)));
    } catch (error) {
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
      return undefined;
    } finally {
      setRunning(null);
      // The upload went around RTK Query (for its progress), so the list is told here; a failed
      // bulk upload may still have stored some files.
      dispatch(evidenceEndpoints.util.invalidateTags([evidenceTag(unionId)]));
    }
  }

  const uploadOne = async (member: ContributorDto, kind: EvidenceKind, file: File) => {
    if (busy) return;
    const refusal = evidenceRefusalOf(file, maxFileBytes);
    if (refusal) {
      notifyError(refusal, UPLOAD_FAILED);
      return;
    }
    const stored = await send(targetOf(member.applicant_id, kind), [file], (onProgress) =>
      uploadEvidence(unionId, member.applicant_id, kind, file, onProgress),
    );
    if (stored) notifySuccess(UPLOADED);
  };

  const uploadBulk = async (files: File[]) => {
    if (busy || files.length === 0) return;
    const refusal = bulkRefusalOf(files);
    if (refusal) {
      notifyError(refusal, UPLOAD_FAILED);
      return;
    }
    const answer = await send(BULK_TARGET, files, (onProgress) =>
      uploadBulkEvidence(unionId, files, onProgress),
    );
    if (answer) setResult(answer);
  };

  const confirmDelete = (member: ContributorDto, kind: EvidenceKind, file: EvidenceFileDto) =>
    modals.openConfirmModal({
      title: '파일 삭제',
      children: `${file.file_name} 파일을 삭제하시겠습니까?`,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteEvidence({ unionId, applicantId: member.applicant_id, kind })
          .unwrap()
          .then(() => notifySuccess(DELETED))
          .catch((error: ApiError) => notifyError(error.message, DELETE_FAILED));
      },
    });

  return {
    running,
    busy,
    result,
    closeResult: () => setResult(null),
    uploadOne,
    uploadBulk,
    confirmDelete,
  };
}
