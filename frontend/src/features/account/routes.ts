//! The account area's routes: the user's own details, their edit (profile and password), the
//! two-factor setup and the withdrawal. A user the firm holds until they set up two-factor login
//! reaches the setup and 내 정보 (which ask only /me and /me/two-factor).
import { appRoute, lazyPage } from '@/shared/navigation/appRoute';
import {
  MY_INFO_EDIT_PATH,
  MY_INFO_PATH,
  MY_INFO_WITHDRAW_PATH,
  TWO_FACTOR_SETUP_PATH,
} from './paths';

export const accountRoutes = [
  {
    ...appRoute(
      MY_INFO_PATH,
      '내 정보',
      '기타',
      lazyPage(() => import('./pages/MyInfoPage'), 'MyInfoPage'),
    ),
    beforeTwoFactor: true,
  },
  appRoute(
    MY_INFO_EDIT_PATH,
    '내 정보 수정',
    undefined,
    lazyPage(() => import('./pages/MyInfoEditPage'), 'MyInfoEditPage'),
  ),
  {
    ...appRoute(
      TWO_FACTOR_SETUP_PATH,
      '2단계 인증 설정',
      undefined,
      lazyPage(() => import('./pages/TwoFactorSetupPage'), 'TwoFactorSetupPage'),
    ),
    beforeTwoFactor: true,
  },
  appRoute(
    MY_INFO_WITHDRAW_PATH,
    '회원 탈퇴',
    undefined,
    lazyPage(() => import('./pages/MyInfoWithdrawPage'), 'MyInfoWithdrawPage'),
  ),
];
