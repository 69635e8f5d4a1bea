//! The search filters and the page number held in the address: the page reads them from there
//! and every change writes them back, so reload, back and forward (and '목록' from a profile)
//! show the same search on the same page. A filter change drops the page: a new search starts
//! at page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, readFilters, writeFilters, type StartupFilters } from '../filters';

// `replace`: the entry of this page always holds its latest filters, so leaving for a profile
// and coming back restores them without one history step per checkbox. `flushSync`: typed
// filters must land before the next keystroke (see useTypedFilter).
const WRITE = { replace: true, flushSync: true } as const;

/** The page in the address: a whole number from 1, else page 1. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useStartupFilters(): {
  filters: StartupFilters;
  update: (patch: Partial<StartupFilters>) => void;
  reset: () => void;
  page: number;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = pageOf(params);
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const written = writeFilters(readFilters(current));
        if (next > 1) written.set('page', String(next));
        return written;
      }, WRITE),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<StartupFilters>) =>
      setParams((current) => writeFilters({ ...readFilters(current), ...patch }), WRITE),
    [setParams],
  );
  const reset = useCallback(() => setParams(writeFilters(NO_FILTERS), WRITE), [setParams]);
  return { filters, update, reset, page, setPage };
}
