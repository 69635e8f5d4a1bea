//! The list's view (`?view=mine`, the open tasks by default), search (`q`) and page held in the
//! address, so reload, back and forward — and '목록' from a task — show the same rows. The box
//! shows each keystroke at once; the address, and so the request, gets the text after the pause
//! every search box waits, back at page 1. Another view opens at its first page.
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/shared/hooks/useDebouncedValue';
import { DEFAULT_VIEW, positiveInt, viewOf, type TaskView } from '../model';

// `replace`: the list keeps one history entry, holding its latest view and search. `flushSync`:
// a committed search lands before the next keystroke.
const WRITE = { replace: true, flushSync: true } as const;

function write(view: TaskView, q: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== DEFAULT_VIEW) params.set('view', view);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

const read = (params: URLSearchParams) => ({
  view: viewOf(params.get('view')),
  q: (params.get('q') ?? '').trim(),
});

export function useTaskListParams(): {
  view: TaskView;
  /** The search the list is asked with (trimmed). */
  q: string;
  page: number;
  /** What the search box shows. */
  searchText: string;
  changeSearch: (text: string) => void;
  setView: (view: TaskView) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const { view, q } = read(params);
  const page = positiveInt(params.get('page')) ?? 1;

  const commitSearch = useDebouncedCallback(
    (text: string) =>
      setParams((current) => {
        const next = text.trim();
        const now = read(current);
        // Typed back to what is searched already: the page stays.
        return now.q === next ? current : write(now.view, next, 1);
      }, WRITE),
    SEARCH_DEBOUNCE_MS,
  );
  const setView = useCallback(
    (next: TaskView) => setParams((current) => write(next, read(current).q, 1), WRITE),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const now = read(current);
        return write(now.view, now.q, next);
      }, WRITE),
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
    view,
    q,
    page,
    searchText,
    changeSearch: (text) => {
      setDraft({ committed: q, text });
      commitSearch(text);
    },
    setView,
    setPage,
  };
}
