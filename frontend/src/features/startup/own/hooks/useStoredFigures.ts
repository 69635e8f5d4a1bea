//! Every year the startup has stored, not only the three the profile reports: the server's list
//! (GET figures), read once the '재무 정보' tab is first shown. A save or a delete on the tab
//! updates the list at once and an import has it read again (see own/api.ts), so it never goes
//! stale.
import { useMemo, useState } from 'react';
import type { StoredYear } from '@/features/startup/figures';
import { useListFiguresQuery, type YearFiguresBody } from '../api';

/** 'loading' until the list is read; 'failed' when it could not be (the profile's years remain). */
export type StoredStatus = 'loading' | 'ready' | 'failed';

export interface StoredFigures {
  status: StoredStatus;
  /** Latest first. */
  years: StoredYear[];
  /** Reads the list again (after a failure). */
  reload: () => void;
}

const NONE: StoredYear[] = [];

/** The server's years (oldest first), latest first; each is its statements' year. */
export function storedYearsOf(listed: readonly YearFiguresBody[]): StoredYear[] {
  return listed
    .flatMap(({ balance, income }) => {
      const year = balance.year ?? income.year;
      return year === undefined ? [] : [{ year, balance, income }];
    })
    .sort((a, b) => b.year - a.year);
}

export function useStoredFigures(startupId: number, enabled: boolean): StoredFigures {
  // Once asked for, the years stay wanted (the tab may be left and shown again).
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const { data, isError, refetch } = useListFiguresQuery({ startupId }, { skip: !wanted });
  const years = useMemo(() => (data ? storedYearsOf(data.years) : NONE), [data]);
  return {
    // A list read before still stands when reading it again fails.
    status: data ? 'ready' : isError ? 'failed' : 'loading',
    years,
    reload: () => void refetch(),
  };
}
