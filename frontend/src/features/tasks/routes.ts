//! The tasks routes (업무 관리): the list under 대시보드 in the sidebar, listed for investor firms'
//! members (the tasks are about their unions and data requests), and each task's detail.
import { keepsStartupNotes } from '@/entities/startup';
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { TASK_DETAIL_PATH, TASK_LIST_PATH } from './paths';

export const taskRoutes = [
  {
    ...appRoute(
      TASK_LIST_PATH,
      '업무 관리',
      '대시보드',
      lazyPage(() => import('./pages/TaskListPage'), 'TaskListPage'),
    ),
    shownTo: keepsStartupNotes,
  },
  appRoute(
    TASK_DETAIL_PATH,
    '업무 상세',
    undefined,
    lazyPage(() => import('./pages/TaskDetailPage'), 'TaskDetailPage'),
  ),
];
