//! LP management routes (the GP's side): the LP dashboard, LPs, groups and matching.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { LP_GROUP_LIST_PATH, LP_MEMBER_LIST_PATH } from './model';

export const lpRoutes = [
  appRoute(
    '/lp-management-dashboard',
    'LP 현황',
    'LP 관리',
    lazyPage(() => import('./pages/LpDashboardPage'), 'LpDashboardPage'),
  ),
  appRoute(
    LP_MEMBER_LIST_PATH,
    'LP 회원 관리',
    'LP 관리',
    lazyPage(() => import('./pages/LpMemberListPage'), 'LpMemberListPage'),
  ),
  appRoute(
    '/lp-membership-management/detail/:lpMemberIdx',
    'LP 회원 상세',
    undefined,
    lazyPage(() => import('./pages/LpMemberDetailPage'), 'LpMemberDetailPage'),
  ),
  appRoute(
    LP_GROUP_LIST_PATH,
    'LP 그룹 관리',
    'LP 관리',
    lazyPage(() => import('./pages/LpGroupListPage'), 'LpGroupListPage'),
  ),
  appRoute(
    '/lp-group-management/:groupIdx/edit',
    'LP 그룹 수정',
    undefined,
    lazyPage(() => import('./pages/LpGroupEditPage'), 'LpGroupEditPage'),
  ),
  appRoute(
    '/lp-matching',
    'LP 매칭',
    'LP 관리',
    lazyPage(() => import('./pages/LpMatchingPage'), 'LpMatchingPage'),
  ),
];
