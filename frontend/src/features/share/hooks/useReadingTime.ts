//! The reading time a visit reports: while the page is in view (the tab visible), every 15 s, 15
//! seconds for the list (no `item_no`) or the page shown; when it leaves view (hidden, closed,
//! another page of the share opened) the seconds since the last report, 1 to 60, by beacon so
//! that they arrive after the page is gone. Nothing is counted while the tab is hidden.
import { useEffect } from 'react';
import { beaconReadingTime, sendReadingTime, type VisitTimeBody } from '../api';

/** How often a visible page reports, and what each report adds. */
export const READING_TICK_SECONDS = 15;
/** The most one report may add (the server refuses more). */
export const MAX_REPORT_SECONDS = 60;

export interface ReadingTarget {
  token: string;
  visit: string;
  /** The page read; null for the list. */
  itemNo: number | null;
}

const visible = () => document.visibilityState === 'visible';

/** Counts the time `target` is read; null counts nothing (no visit yet, a refused page). */
export function useReadingTime(target: ReadingTarget | null): void {
  const token = target?.token;
  const visit = target?.visit;
  const itemNo = target?.itemNo ?? null;

  useEffect(() => {
    if (!token || !visit) return;
    const where: Omit<VisitTimeBody, 'seconds'> = itemNo === null ? {} : { item_no: itemNo };
    /** When the stretch not reported yet began; null while the page is out of view. */
    let since: number | null = null;
    let ticker: ReturnType<typeof setInterval> | undefined;

    const start = () => {
      if (since !== null || !visible()) return;
      since = Date.now();
      ticker = setInterval(() => {
        since = Date.now();
        sendReadingTime(token, visit, { ...where, seconds: READING_TICK_SECONDS });
      }, READING_TICK_SECONDS * 1000);
    };
    const stop = () => {
      if (since === null) return;
      clearInterval(ticker);
      const seconds = Math.min(MAX_REPORT_SECONDS, Math.round((Date.now() - since) / 1000));
      since = null;
      if (seconds >= 1) beaconReadingTime(token, visit, { ...where, seconds });
    };
    const onVisibility = () => (visible() ? start() : stop());

    start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', stop);
    // Back from the browser's page cache: counting again.
    window.addEventListener('pageshow', start);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', stop);
      window.removeEventListener('pageshow', start);
      stop();
    };
  }, [token, visit, itemNo]);
}
