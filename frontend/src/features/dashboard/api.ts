//! Dashboard endpoints and hooks: the firm's summary and the startup rankings.
import { dashboardApi } from '@/api/gen/dashboard';
import { startupsApi } from '@/api/gen/startups';

export const dashboardEndpoints = dashboardApi.enhanceEndpoints({ endpoints: {} });

// The rankings section shows its own failure (or nothing, for a user refused them): no shared
// error notification.
export const rankingEndpoints = startupsApi.enhanceEndpoints({
  endpoints: { rankings: { extraOptions: { silent: true } } },
});

export const { useGetDashboardQuery } = dashboardEndpoints;
export const { useRankingsQuery } = rankingEndpoints;

export type { RankItemDto } from '@/api/gen/startups';
