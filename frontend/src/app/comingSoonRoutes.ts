//! The spec's routes of areas no feature builds yet: each shows the shared "준비 중" page titled
//! after its screen until a feature lists the route with its page. Every area is built now; the
//! list stays for the next one.
import type { AppRoute } from '@/shared/navigation/appRoute';

export const comingSoonRoutes: AppRoute[] = [];
