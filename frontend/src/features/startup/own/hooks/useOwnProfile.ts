//! The logged-in startup member's own company profile. Anyone else has no own profile here
//! (`own` false: the page shows them 준비 중); a startup that never filled one in is `missing`
//! (the server answers 404 startup_not_found), which the first save turns into a profile.
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { editsOwnStartup } from '@/entities/startup';
import { useGetStartupQuery } from '@/features/startup/api';

export function useOwnProfile() {
  const { data: me } = useGetMeQuery();
  /** null until the user is known. */
  const own = me ? editsOwnStartup(me) : null;
  const startupId = me?.company_id ?? 0;
  const query = useGetStartupQuery({ startupId }, { skip: own !== true });
  const apiError = query.error as ApiError | undefined;
  const missing = apiError?.status === 404 && !query.data;
  return {
    me,
    own,
    startupId,
    profile: query.data ?? null,
    missing,
    /** A failure other than the missing profile. */
    error: missing ? undefined : query.error,
    isLoading: own === null || query.isLoading || query.isUninitialized,
    refetch: query.refetch,
  };
}
