//! The page of a filtered list: a page belongs to one filter (status, search, tab), so a new
//! filter starts again at page 1 (spec: the offset resets when filters change).
import { useCallback, useState } from 'react';

/** `filter`: every value the list is filtered by, e.g. `[status, query]`. */
export function usePagedFilter(filter: readonly unknown[]): {
  page: number;
  setPage: (page: number) => void;
} {
  const key = JSON.stringify(filter);
  const [paging, setPaging] = useState({ key, page: 1 });
  // Derived during render, not reset in an effect: the first request after a change already
  // asks for page 1.
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);
  return { page, setPage };
}
