//! Whether the logged-in user works for an investor firm: opinions and interest-company bookmarks
//! are the firm's, and the server refuses them to a startup's users (403 investor_only).
import { useGetMeQuery } from '@/entities/me';

/** null until the user is known, so nothing investor-only is asked for or refused before then. */
export function useIsInvestor(): boolean | null {
  const { data: me } = useGetMeQuery();
  return me ? me.company_kind === 'investor' : null;
}
