//! The shared list's search and page, held in the address so that a detail opened from the list
//! (and its '목록') comes back to them. The box shows each keystroke at once; the address, and so
//! the request, gets the text 600 ms after the last one (spec section 9), back at page 1.
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/shared/hooks/useDebouncedValue';
import { readListQuery, writeListQuery, type ListQuery } from '../model';

// `replace`: the list's history entry always holds its latest search, so back from a detail
// restores it without one history step per search. `flushSync`: a committed search lands
// before the next keystroke.
const WRITE = { replace: true, flushSync: true } as const;

export function useShareListQuery(): {
  query: ListQuery;
  /** What the search box shows. */
  searchText: string;
  /** A keystroke in the search box. */
  changeSearch: (text: string) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  const commitSearch = useDebouncedCallback(
    (search: string) =>
      setParams(
        // Typed back to what is searched already: the page stays.
        (current) =>
          readListQuery(current).search === search ? current : writeListQuery({ search, page: 1 }),
        WRITE,
      ),
    SEARCH_DEBOUNCE_MS,
  );
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => writeListQuery({ ...readListQuery(current), page }), WRITE),
    [setParams],
  );

  // The address changed under the box (back or forward, or the box's own commit): show it.
  const [draft, setDraft] = useState({ committed: query.search, text: query.search });
  let searchText = draft.text;
  if (draft.committed !== query.search) {
    searchText = query.search;
    setDraft({ committed: query.search, text: query.search });
  }

  return {
    query,
    searchText,
    changeSearch: (text) => {
      setDraft({ committed: query.search, text });
      commitSearch(text);
    },
    setPage,
  };
}
