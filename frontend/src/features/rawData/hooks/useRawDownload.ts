//! Downloads the workbook with the chosen sheets: 'downloading' with the bytes received so far,
//! then 'done' (and the success notice), or 'failed' with the Korean reason. A cancel, or leaving
//! the page, stops the download quietly.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFileWithProgress } from '@/shared/download/downloadFile';
import { notifySuccess } from '@/shared/ui/notify';
import { RAW_DATA_FALLBACK_NAME, rawDataFileUrl } from '../model';

export type RawDownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading' | 'done'; received: number; estimate: number }
  | { phase: 'failed'; message: string };

export const DOWNLOAD_DONE_MESSAGE = '내려받기를 마쳤습니다.';

export function useRawDownload() {
  const [state, setState] = useState<RawDownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (sheets: string[], estimate: number) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let received = 0;
    setState({ phase: 'downloading', received, estimate });
    try {
      const outcome = await downloadFileWithProgress(
        rawDataFileUrl(sheets),
        RAW_DATA_FALLBACK_NAME,
        (bytes) => {
          received = bytes;
          setState({ phase: 'downloading', received, estimate });
        },
        controller.signal,
      );
      // A cancelled download leaves the screen as it was before, unless another one started.
      if (running.current !== controller) return;
      if (outcome === 'cancelled') {
        setState({ phase: 'idle' });
        return;
      }
      setState({ phase: 'done', received, estimate });
      notifySuccess(DOWNLOAD_DONE_MESSAGE);
    } catch (error) {
      if (running.current === controller) {
        setState({ phase: 'failed', message: (error as Error).message });
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}
