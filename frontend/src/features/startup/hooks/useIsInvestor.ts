//! Whether the logged-in user keeps its firm's notes on startups (opinions, bookmarks, saved
//! searches): the rule is `keepsStartupNotes` in entities/startup, the server's own.
import { useGetMeQuery } from '@/entities/me';
import { keepsStartupNotes } from '@/entities/startup';

/** null until the user is known, so nothing investor-only is asked for or refused before then. */
export function useIsInvestor(): boolean | null {
  const { data: me } = useGetMeQuery();
  return me ? keepsStartupNotes(me) : null;
}
