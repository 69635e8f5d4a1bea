//! Every year the startup has stored, not only the three the profile reports: read from the
//! figures sheet (the server's own xlsx, all stored years in it) once the '재무 정보' tab is first
//! shown. A save or a delete on the tab is applied here at once; an import reads the sheet again.
import { useState, useEffect } from 'react';
import { fetchFile } from '@/shared/download/downloadFile';
import { figuresSheetPath, yearsOfSheet, type StoredYear } from '@/features/startup/figures';
import type { YearFiguresBody } from '../ownApi';
import { readFirstSheet } from '../xlsx';

export async function readStoredYears(startupId: number): Promise<StoredYear[]> {
  const response = await fetchFile(figuresSheetPath(startupId));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return yearsOfSheet(await readFirstSheet(bytes));
}

/** 'loading' until the sheet is read; 'failed' when it could not be (the profile's years remain). */
export type StoredStatus = 'loading' | 'ready' | 'failed';

export interface StoredFigures {
  status: StoredStatus;
  /** Latest first. */
  years: StoredYear[];
  /** The year as saved (the body sent). */
  put: (year: number, body: YearFiguresBody) => void;
  drop: (year: number) => void;
  /** Reads the sheet again (after an import). */
  reload: () => void;
}

const byYear = (a: StoredYear, b: StoredYear) => b.year - a.year;

export function useStoredFigures(startupId: number, enabled: boolean): StoredFigures {
  // Once asked for, the years stay wanted (the tab may be left and shown again).
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<StoredStatus>('loading');
  const [years, setYears] = useState<StoredYear[]>([]);

  useEffect(() => {
    if (!wanted) return undefined;
    let alive = true;
    readStoredYears(startupId).then(
      (read) => {
        if (!alive) return;
        setYears(read);
        setStatus('ready');
      },
      () => {
        if (alive) setStatus('failed');
      },
    );
    return () => {
      alive = false;
    };
  }, [startupId, wanted, round]);

  return {
    status,
    years,
    put: (year, body) =>
      setYears((now) =>
        [
          ...now.filter((stored) => stored.year !== year),
          { year, balance: { ...body.balance, year }, income: { ...body.income, year } },
        ].sort(byYear),
      ),
    drop: (year) => setYears((now) => now.filter((stored) => stored.year !== year)),
    reload: () => {
      setStatus('loading');
      setRound((now) => now + 1);
    },
  };
}
