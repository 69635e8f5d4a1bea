//! The share pages' read cache (see ../queryCache.ts), one per mount of the share layout.
import { useState, type ReactNode } from 'react';
import { publicGet } from '../api';
import { ShareQueryCache, ShareQueryContext } from '../queryCache';

export function ShareQueryProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new ShareQueryCache(publicGet));
  return <ShareQueryContext value={cache}>{children}</ShareQueryContext>;
}
