//! Putting pictures into a block: a picked, pasted or dropped file is checked (type, 20 MB),
//! shrunk when large, uploaded with its progress and inserted where the cursor (or the drop) was;
//! a picture pasted from another host is fetched by the server (from-url) and its source
//! replaced, a pasted data: picture is uploaded like a file — and either one is taken out again,
//! with the reason, when that fails. `uploads` is what is under way, for the progress bar.
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { notifyError } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { uploadPortfolioImage, useImportPortfolioImageMutation } from '../api';
import { IMAGE_NODE, settlePending, type PendingImage } from '../components/editorImage';
import { compressImage } from '../imageCompress';
import { decodeDataUrl, IMAGE_UNREADABLE_MESSAGE, imageRefusal, pastedFileName } from '../images';

/** The notification's title when a picture is not put in. */
export const IMAGE_FAILED_TITLE = '이미지를 넣지 못했습니다.';

/** One picture being sent: its name and the percent sent (100 while the server works). */
export interface RunningImage {
  id: number;
  name: string;
  percent: number;
}

/** A refusal to show: the reason of an upload's or a request's failure. */
function reasonOf(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof RefusedImage) return error.message;
  const message = (error as Partial<ApiError> | undefined)?.message;
  return typeof message === 'string' && message ? message : SERVER_ERROR_MESSAGE;
}

/** A picture refused before anything was sent (type, size, unreadable). */
class RefusedImage extends Error {}

/** The File a pasted data: or blob: picture holds. */
async function inlineFile(src: string): Promise<File> {
  if (/^data:/i.test(src)) {
    const decoded = decodeDataUrl(src);
    if (!decoded) throw new RefusedImage(IMAGE_UNREADABLE_MESSAGE);
    const bytes = new Uint8Array(decoded.bytes);
    return new File([bytes], pastedFileName(decoded.type), { type: decoded.type });
  }
  try {
    const blob = await (await fetch(src)).blob();
    return new File([blob], pastedFileName(blob.type), { type: blob.type });
  } catch {
    throw new RefusedImage(IMAGE_UNREADABLE_MESSAGE);
  }
}

let lastUpload = 0;

export function useEditorImages() {
  const [uploads, setUploads] = useState<RunningImage[]>([]);
  const [importImage] = useImportPortfolioImageMutation();

  /** Runs `work` as one entry of the progress bar. */
  const tracked = useCallback(
    async <T>(name: string, work: (progress: (percent: number) => void) => Promise<T>) => {
      lastUpload += 1;
      const id = lastUpload;
      setUploads((now) => [...now, { id, name, percent: 0 }]);
      const progress = (percent: number) =>
        setUploads((now) => now.map((entry) => (entry.id === id ? { ...entry, percent } : entry)));
      try {
        return await work(progress);
      } finally {
        setUploads((now) => now.filter((entry) => entry.id !== id));
      }
    },
    [],
  );

  /** Checks, shrinks and uploads one picture; resolves with its address. */
  const send = useCallback(
    (file: File) => {
      const refusal = imageRefusal(file);
      if (refusal) return Promise.reject(new RefusedImage(refusal));
      return tracked(file.name, async (progress) => {
        const ready = await compressImage(file);
        return (await uploadPortfolioImage(ready, progress)).url;
      });
    },
    [tracked],
  );

  /** Picked, pasted or dropped files: each accepted one is uploaded, then all are inserted. */
  const insertFiles = useCallback(
    async (editor: Editor, files: File[], position: number | null) => {
      const results = await Promise.allSettled(files.map((file) => send(file)));
      const sources: string[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') sources.push(result.value);
        else notifyError(reasonOf(result.reason), IMAGE_FAILED_TITLE);
      }
      if (sources.length === 0 || editor.isDestroyed) return;
      const nodes = sources.map((src) => ({ type: IMAGE_NODE, attrs: { src } }));
      if (position === null) {
        editor.chain().focus().insertContent(nodes).run();
      } else {
        const at = Math.min(position, editor.state.doc.content.size);
        editor.chain().focus().insertContentAt(at, nodes).run();
      }
    },
    [send],
  );

  /** One pasted foreign picture: re-hosted and its source replaced, or taken out with why. */
  const settle = useCallback(
    async (editor: Editor, pending: PendingImage) => {
      try {
        let src: string;
        if (pending.source === 'remote') {
          const imageUrl = new URL(pending.src, window.location.origin).href;
          src = await tracked('붙여 넣은 이미지', async (progress) => {
            // The server fetches it: nothing to measure here.
            progress(100);
            return (await importImage({ imageUrlBody: { image_url: imageUrl } }).unwrap()).url;
          });
        } else if (pending.source === 'inline') {
          src = await send(await inlineFile(pending.src));
        } else {
          throw new RefusedImage(IMAGE_UNREADABLE_MESSAGE);
        }
        settlePending(editor, pending.id, src);
      } catch (error) {
        settlePending(editor, pending.id, null);
        notifyError(reasonOf(error), IMAGE_FAILED_TITLE);
      }
    },
    [importImage, send, tracked],
  );

  const settlePasted = useCallback(
    (editor: Editor, pending: PendingImage[]) => {
      for (const entry of pending) void settle(editor, entry);
    },
    [settle],
  );

  return { uploads, insertFiles, settlePasted };
}
