//! The dashboard's route.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';

export const dashboardRoutes = [
  appRoute(
    '/dashboard',
    '대시보드',
    '대시보드',
    lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage'),
  ),
];
