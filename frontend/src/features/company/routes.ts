//! The company area's routes: member management.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';

export const companyRoutes = [
  appRoute(
    '/member-mange',
    '구성원 관리',
    '기타',
    lazyPage(() => import('./pages/MemberManagePage'), 'MemberManagePage'),
  ),
];
