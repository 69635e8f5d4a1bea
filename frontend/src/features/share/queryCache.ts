//! The share pages' cache of their public reads, in place of RTK Query: RTK alone would be a
//! sixth of the share pages' first download, and they use little of it. It works as RTK Query
//! does for them: one request per address at a time, an answer kept a minute after the last page
//! showing it is gone, and asked again only when forced (`refetch`, `refetchOnMountOrArgChange`).
import { createContext } from 'react';
import type { ApiError } from '@/api/apiError';

export type QueryResult<T> = { data: T } | { error: ApiError };

export interface QueryEntry {
  status: 'pending' | 'fulfilled' | 'rejected';
  /** The last answer: kept while it is asked again, and after a failure. */
  data?: unknown;
  /** The last failure, until an answer comes. */
  error?: ApiError;
  /** Answered once: asked again only when forced. */
  answered: boolean;
}

/** As RTK Query's `keepUnusedDataFor`. */
export const KEEP_UNUSED_MS = 60_000;

export class ShareQueryCache {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly users = new Map<string, number>();
  private readonly drops = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly asking = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly ask: (url: string) => Promise<QueryResult<unknown>>) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (url: string): QueryEntry | undefined => this.entries.get(url);

  /** Holds `url`'s answer while a page shows it; returns the release. */
  use(url: string): () => void {
    clearTimeout(this.drops.get(url));
    this.drops.delete(url);
    this.users.set(url, (this.users.get(url) ?? 0) + 1);
    return () => {
      const left = (this.users.get(url) ?? 1) - 1;
      if (left > 0) {
        this.users.set(url, left);
        return;
      }
      this.users.delete(url);
      this.drops.set(
        url,
        setTimeout(() => {
          this.drops.delete(url);
          this.entries.delete(url);
          this.emit();
        }, KEEP_UNUSED_MS),
      );
    };
  }

  /** Asks for `url`, unless it is being asked, or was answered and `force` is not set. */
  fetch(url: string, force = false): Promise<void> {
    const entry = this.entries.get(url);
    const asking = this.asking.get(url);
    if (asking) return asking;
    if (entry?.answered && !force) return Promise.resolve();
    this.set(url, { answered: false, ...entry, status: 'pending' });
    const done = this.ask(url)
      .then((result) => {
        const now = this.entries.get(url);
        // Dropped meanwhile: nobody is waiting for it.
        if (!now) return;
        this.set(
          url,
          'data' in result
            ? { status: 'fulfilled', data: result.data, answered: true }
            : { ...now, status: 'rejected', error: result.error },
        );
      })
      .finally(() => this.asking.delete(url));
    this.asking.set(url, done);
    return done;
  }

  private set(url: string, entry: QueryEntry): void {
    this.entries.set(url, entry);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const ShareQueryContext = createContext<ShareQueryCache | null>(null);
