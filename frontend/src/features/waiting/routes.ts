//! The waiting-list routes: the four public screens (the landing layout for visitors, the sidebar
//! layout when logged in), of which only 대기 등록 is listed in the sidebar (the others are its
//! steps), and the operators' desk, listed for operator staff only.
import { appRoute, lazyPage, supportRoute, type AppRoute } from '@/shared/navigation/appRoute';
import {
  OPERATOR_WAITING_PATH,
  WAITING_COMPLETE_PATH,
  WAITING_CREATE_PATH,
  WAITING_MAIN_PATH,
  WAITING_SEARCH_PATH,
} from './model';
import { isOperatorStaff } from './operator/model';

/** A step reached from 대기 등록: open to everyone, never a sidebar entry of its own. */
const step = (path: string, title: string, page: AppRoute['page']): AppRoute => ({
  ...supportRoute(path, title, page),
  shownTo: () => false,
});

export const waitingRoutes: AppRoute[] = [
  supportRoute(
    WAITING_MAIN_PATH,
    '대기 등록',
    lazyPage(() => import('./pages/WaitingMainPage'), 'WaitingMainPage'),
  ),
  step(
    WAITING_CREATE_PATH,
    '대기 등록 신청',
    lazyPage(() => import('./pages/WaitingCreatePage'), 'WaitingCreatePage'),
  ),
  step(
    WAITING_SEARCH_PATH,
    '대기 등록 기업 검색',
    lazyPage(() => import('./pages/WaitingSearchPage'), 'WaitingSearchPage'),
  ),
  step(
    WAITING_COMPLETE_PATH,
    '대기 등록 완료',
    lazyPage(() => import('./pages/WaitingCompletePage'), 'WaitingCompletePage'),
  ),
  {
    ...appRoute(
      OPERATOR_WAITING_PATH,
      '대기 등록 관리',
      '기타',
      lazyPage(() => import('./pages/OperatorWaitingPage'), 'OperatorWaitingPage'),
    ),
    shownTo: isOperatorStaff,
  },
];
