//! Downloads a report's PDF once the page opens (once, even when React runs the effect twice),
//! and again on request: 'downloading', then 'done', or 'failed' with the Korean reason.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile } from '@/shared/download/downloadFile';

export type DownloadPhase = 'downloading' | 'done' | 'failed';

export function usePdfDownload(url: string | null, fallbackName: string) {
  const [phase, setPhase] = useState<DownloadPhase>('downloading');
  const [error, setError] = useState<string | null>(null);
  const started = useRef<string | null>(null);

  const fetchPdf = useCallback(async () => {
    if (url === null) return;
    try {
      await downloadFile(url, fallbackName);
      setPhase('done');
    } catch (caught) {
      setError((caught as Error).message);
      setPhase('failed');
    }
  }, [url, fallbackName]);

  useEffect(() => {
    if (url === null || started.current === url) return;
    started.current = url;
    void fetchPdf();
  }, [url, fallbackName, fetchPdf]);

  const again = () => {
    setError(null);
    setPhase('downloading');
    void fetchPdf();
  };

  return { phase, error, again };
}
