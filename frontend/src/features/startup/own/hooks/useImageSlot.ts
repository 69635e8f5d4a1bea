//! The logo's or the photo's changes: a picked picture is checked (type, size), sent with its
//! progress and saved at once; a removal goes straight to the server. Either answers the
//! profile, which replaces the cached one.
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import {
  profileChanged,
  uploadStartupImage,
  useRemoveStartupImageMutation,
  useProfileDispatch,
  type ImageSlot,
} from '../fileApi';
import { imageRefusal } from '../images';
import { DELETE_FAILED, UPLOAD_FAILED } from './useDocumentChanges';

/** The picture being sent: its name and the percent sent. */
export interface RunningImage {
  name: string;
  percent: number;
}

export function useImageSlot(startupId: number, slot: ImageSlot, maxBytes: number) {
  const dispatch = useProfileDispatch();
  const [deleteImage, { isLoading: deleting }] = useRemoveStartupImageMutation();
  const [running, setRunning] = useState<RunningImage | null>(null);
  const busy = running !== null || deleting;

  const upload = async (file: File) => {
    if (busy) return;
    const refusal = imageRefusal(file, maxBytes);
    if (refusal) {
      notifyError(refusal, UPLOAD_FAILED);
      return;
    }
    setRunning({ name: file.name, percent: 0 });
    try {
      const profile = await uploadStartupImage(startupId, slot, file, (percent) =>
        setRunning((now) => (now ? { ...now, percent } : now)),
      );
      profileChanged(dispatch, startupId, profile);
      notifySuccess('저장되었습니다.');
    } catch (error) {
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
    } finally {
      setRunning(null);
    }
  };

  const remove = () =>
    deleteImage({ startupId, slot })
      .unwrap()
      .then(() => notifySuccess('삭제되었습니다.'))
      .catch((error: ApiError) => notifyError(error.message, DELETE_FAILED));

  return { running, busy, upload, remove };
}
