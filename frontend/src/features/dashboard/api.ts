//! Dashboard endpoint and hook.
import { dashboardApi } from '@/api/gen/dashboard';

export const dashboardEndpoints = dashboardApi.enhanceEndpoints({ endpoints: {} });

export const { useGetDashboardQuery } = dashboardEndpoints;
