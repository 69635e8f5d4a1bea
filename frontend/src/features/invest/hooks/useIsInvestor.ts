//! Whether the logged-in user keeps its firm's investment ledger: the rule is `keepsStartupNotes`
//! in entities/startup (an investor firm's member), the one the sidebar lists the screens by.
import { useGetMeQuery } from '@/entities/me';
import { keepsStartupNotes } from '@/entities/startup';

/** null until the user is known, so nothing investor-only is asked for or refused before then. */
export function useIsInvestor(): boolean | null {
  const { data: me } = useGetMeQuery();
  return me ? keepsStartupNotes(me) : null;
}
