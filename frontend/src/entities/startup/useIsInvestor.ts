//! Whether the logged-in user acts for an investor firm (data requests, the investment ledger):
//! the rule is `keepsStartupNotes`, the one the sidebar lists those screens by.
import { useGetMeQuery } from '@/entities/me';
import { keepsStartupNotes } from './index';

/** null until the user is known, so nothing investor-only is asked for or refused before then. */
export function useIsInvestor(): boolean | null {
  const { data: me } = useGetMeQuery();
  return me ? keepsStartupNotes(me) : null;
}
