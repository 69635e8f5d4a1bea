//! Dashboard endpoints and hooks: the firm's summary and its at-a-glance figures, the startup
//! rankings and the tasks due soon.
import { dashboardApi } from '@/api/gen/dashboard';
import { startupsApi } from '@/api/gen/startups';
import { tasksApi } from '@/api/gen/tasks';

// The glance shows its own failure beside the rest of the page: no shared error notification.
export const dashboardEndpoints = dashboardApi.enhanceEndpoints({
  endpoints: { getFirmOverview: { extraOptions: { silent: true } } },
});

// The rankings section shows its own failure (or nothing, for a user refused them): no shared
// error notification.
export const rankingEndpoints = startupsApi.enhanceEndpoints({
  endpoints: { rankings: { extraOptions: { silent: true } } },
});

// The tasks tile shows its own failure, as the tasks list does.
export const taskEndpoints = tasksApi.enhanceEndpoints({
  endpoints: { listTasks: { extraOptions: { silent: true } } },
});

export const { useGetDashboardQuery, useGetFirmOverviewQuery } = dashboardEndpoints;
export const { useRankingsQuery } = rankingEndpoints;
export const { useListTasksQuery } = taskEndpoints;

export type {
  FirmOverview as FirmOverviewDto,
  OpenUnionDto,
  ApplicantStageDto,
  AttentionDto,
  RecentMailingDto,
  UnionStatusCountDto,
} from '@/api/gen/dashboard';
export type { RankItemDto } from '@/api/gen/startups';
export type { TaskDto, TaskPage } from '@/api/gen/tasks';
