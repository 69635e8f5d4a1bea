//! The account area's routes: the user's own details, their edit (profile and password) and
//! the withdrawal.
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import { MY_INFO_EDIT_PATH, MY_INFO_PATH, MY_INFO_WITHDRAW_PATH } from './paths';

export const accountRoutes = [
  appRoute(
    MY_INFO_PATH,
    '내 정보',
    '기타',
    lazyPage(() => import('./pages/MyInfoPage'), 'MyInfoPage'),
  ),
  appRoute(
    MY_INFO_EDIT_PATH,
    '내 정보 수정',
    undefined,
    lazyPage(() => import('./pages/MyInfoEditPage'), 'MyInfoEditPage'),
  ),
  appRoute(
    MY_INFO_WITHDRAW_PATH,
    '회원 탈퇴',
    undefined,
    lazyPage(() => import('./pages/MyInfoWithdrawPage'), 'MyInfoWithdrawPage'),
  ),
];
