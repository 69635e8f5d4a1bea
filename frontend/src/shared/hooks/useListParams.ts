//! A paged list's state held in the address, so reload, back and forward — and '목록' from a
//! detail — show the same rows: the page, the search (`q`) of a list with a search box, and the
//! tab (a view, a folder) of a list with tabs, its default left out. The box shows each keystroke
//! at once; the address, and so the request, gets the text after the pause every search box
//! waits (spec section 9), back at page 1. Another tab opens at its first page.
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { positiveInt } from '@/shared/navigation/searchParams';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue';

/** A list's tabs as the address holds them. Keep it a module constant: the setters depend on it. */
export interface ListTab<T extends string> {
  /** The query parameter, e.g. 'view' for `?view=mine`. */
  param: string;
  /** The tab a parameter names; a missing or unknown one is the default. */
  of: (value: string | null) => T;
  /** The default tab, left out of the address. */
  fallback: T;
}

export interface ListParams {
  /** The search the list is asked with (trimmed); '' for a list without a search box. */
  q: string;
  page: number;
  /** What the search box shows. */
  searchText: string;
  changeSearch: (text: string) => void;
  setPage: (page: number) => void;
}

export interface TabbedListParams<T extends string> extends ListParams {
  tab: T;
  /** Another tab opens at its first page. */
  setTab: (tab: T) => void;
}

interface Options<T extends string> {
  tab?: ListTab<T>;
  /** Whether the list has a search box (`q`); true unless told. */
  search?: boolean;
}

interface Shown<T extends string> {
  tab: T | null;
  q: string;
}

function read<T extends string>(params: URLSearchParams, { tab, search = true }: Options<T>) {
  return {
    tab: tab ? tab.of(params.get(tab.param)) : null,
    q: search ? (params.get('q') ?? '').trim() : '',
  };
}

function write<T extends string>(shown: Shown<T>, page: number, tab: ListTab<T> | undefined) {
  const params = new URLSearchParams();
  if (tab && shown.tab !== null && shown.tab !== tab.fallback) params.set(tab.param, shown.tab);
  if (shown.q) params.set('q', shown.q);
  if (page > 1) params.set('page', String(page));
  return params;
}

// `replace`: the list keeps one history entry, holding where the user last was in it.
// `flushSync` (with a search box): a committed search lands before the next keystroke.
const WRITE = { replace: true } as const;
const WRITE_SEARCHED = { replace: true, flushSync: true } as const;

export function useListParams(options?: { search?: boolean }): ListParams;
export function useListParams<T extends string>(options: {
  tab: ListTab<T>;
  search?: boolean;
}): TabbedListParams<T>;
export function useListParams<T extends string>({ tab, search = true }: Options<T> = {}):
  ListParams | TabbedListParams<T> {
  const [params, setParams] = useSearchParams();
  const shown = read(params, { tab, search });
  const { q } = shown;
  const page = positiveInt(params.get('page')) ?? 1;
  const how = search ? WRITE_SEARCHED : WRITE;

  const commitSearch = useDebouncedCallback(
    (text: string) =>
      setParams((current) => {
        const next = text.trim();
        const now = read(current, { tab, search });
        // Typed back to what is searched already: the page stays.
        return now.q === next ? current : write({ ...now, q: next }, 1, tab);
      }, how),
    SEARCH_DEBOUNCE_MS,
  );
  const setTab = useCallback(
    (next: T) =>
      setParams(
        (current) => write({ tab: next, q: read(current, { tab, search }).q }, 1, tab),
        how,
      ),
    [setParams, tab, search, how],
  );
  const setPage = useCallback(
    (next: number) => setParams((current) => write(read(current, { tab, search }), next, tab), how),
    [setParams, tab, search, how],
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
    ...(tab ? { tab: shown.tab as T, setTab } : {}),
    q,
    page,
    searchText,
    changeSearch: (text: string) => {
      setDraft({ committed: q, text });
      commitSearch(text);
    },
    setPage,
  };
}
