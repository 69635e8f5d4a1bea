//! A list's search (`q`) and page held in the address, so reload, back and forward — and '목록'
//! from a detail — show the same rows. The box shows each keystroke at once; the address, and so
//! the request, gets the text after the pause every search box waits (spec section 9), back at
//! page 1.
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/shared/hooks/useDebouncedValue';
import { positiveInt } from '../model';

// `replace`: the list's history entry always holds its latest search, without one step per
// search. `flushSync`: a committed search lands before the next keystroke.
const WRITE = { replace: true, flushSync: true } as const;

function write(q: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function useListParams(): {
  /** The search the list is asked with (trimmed). */
  q: string;
  page: number;
  /** What the search box shows. */
  searchText: string;
  changeSearch: (text: string) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;

  const commitSearch = useDebouncedCallback(
    (text: string) =>
      setParams((current) => {
        const next = text.trim();
        // Typed back to what is searched already: the page stays.
        return (current.get('q') ?? '').trim() === next ? current : write(next, 1);
      }, WRITE),
    SEARCH_DEBOUNCE_MS,
  );
  const setPage = useCallback(
    (next: number) => setParams((current) => write((current.get('q') ?? '').trim(), next), WRITE),
    [setParams],
  );

  // The address changed under the box (back or forward): show it. The box's own commit keeps
  // what is typed, so a space before the next word is not taken away mid-typing.
  const [draft, setDraft] = useState({ committed: q, text: q });
  let searchText = draft.text;
  if (draft.committed !== q) {
    searchText = draft.text.trim() === q ? draft.text : q;
    setDraft({ committed: q, text: searchText });
  }

  return {
    q,
    page,
    searchText,
    changeSearch: (text) => {
      setDraft({ committed: q, text });
      commitSearch(text);
    },
    setPage,
  };
}
