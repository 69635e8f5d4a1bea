//! The search filters held in the address: the page reads them from there and every change
//! writes them back, so reload, back and forward show the same search.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_FILTERS, readFilters, writeFilters, type StartupFilters } from '../filters';

// `replace`: the entry of this page always holds its latest filters, so leaving for a profile
// and coming back restores them without one history step per checkbox. `flushSync`: typed
// filters must land before the next keystroke (see useTypedFilter).
const WRITE = { replace: true, flushSync: true } as const;

export function useStartupFilters(): {
  filters: StartupFilters;
  update: (patch: Partial<StartupFilters>) => void;
  reset: () => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<StartupFilters>) =>
      setParams((current) => writeFilters({ ...readFilters(current), ...patch }), WRITE),
    [setParams],
  );
  const reset = useCallback(() => setParams(writeFilters(NO_FILTERS), WRITE), [setParams]);
  return { filters, update, reset };
}
