//! Which screens are still '준비 중', answered from the route table (a route without a page),
//! so a feature can label a link without knowing the app's routes.
import { createContext, useContext } from 'react';

const ComingSoonContext = createContext<(path: string) => boolean>(() => false);

export const ComingSoonProvider = ComingSoonContext.Provider;

/** `(path) => true` when the screen at `path` is not built yet. */
export function useIsComingSoon(): (path: string) => boolean {
  return useContext(ComingSoonContext);
}
