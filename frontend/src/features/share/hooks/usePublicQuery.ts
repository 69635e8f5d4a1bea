//! Reads a public share address through the share pages' cache, with what the pages used of RTK
//! Query's query hooks, the same way: `data` is the last answer this page had (the old rows stay
//! while another page of them loads), `currentData` the answer for this address only.
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiError } from '@/api/apiError';
import { ShareQueryContext } from '../queryCache';

export interface PublicQueryState<T> {
  data: T | undefined;
  currentData: T | undefined;
  error: ApiError | undefined;
  /** Asking with nothing to show yet. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

export interface PublicQueryOptions {
  /** Ask the server again on every mount and change of address, even with an answer kept. */
  refetchOnMountOrArgChange?: boolean;
}

/** `url`: the address to read; null while it cannot be asked yet (as RTK Query's `skipToken`). */
export function usePublicQuery<T>(
  url: string | null,
  { refetchOnMountOrArgChange = false }: PublicQueryOptions = {},
): PublicQueryState<T> {
  const cache = useContext(ShareQueryContext);
  if (!cache) throw new Error('the share pages read inside <ShareQueryProvider>');
  const entry = useSyncExternalStore(cache.subscribe, () =>
    url === null ? undefined : cache.get(url),
  );

  useEffect(() => {
    if (url === null) return undefined;
    const release = cache.use(url);
    void cache.fetch(url, refetchOnMountOrArgChange);
    return release;
  }, [cache, url, refetchOnMountOrArgChange]);

  const refetch = useCallback(
    () => (url === null ? Promise.resolve() : cache.fetch(url, true)),
    [cache, url],
  );

  const currentData = entry?.data as T | undefined;
  const [lastData, setLastData] = useState(currentData);
  if (currentData !== undefined && currentData !== lastData) setLastData(currentData);
  const data = currentData ?? lastData;
  // Not asked yet (the first render, before the effect): as good as asking.
  const status = entry?.status ?? (url === null ? null : 'pending');
  const isFetching = status === 'pending';
  return {
    data,
    currentData,
    error: entry?.error,
    isLoading: isFetching && data === undefined,
    isFetching,
    isError: status === 'rejected',
    refetch,
  };
}
