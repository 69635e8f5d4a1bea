//! Whether the logged-in user may send and follow its firm's data requests: the rule is
//! `keepsStartupNotes` in entities/startup (an investor firm's member), the server's own.
import { useGetMeQuery } from '@/entities/me';
import { keepsStartupNotes } from '@/entities/startup';

/** null until the user is known, so nothing investor-only is asked for or refused before then. */
export function useIsInvestor(): boolean | null {
  const { data: me } = useGetMeQuery();
  return me ? keepsStartupNotes(me) : null;
}
