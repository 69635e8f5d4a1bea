//! The points and membership routes: 포인트 and 멤버십 listed under 기타, their payment steps
//! (charge, and the pages the payment window returns to) unlisted, and the operators' refunds
//! desk, listed for operator staff only.
import { appRoute, lazyPage, type AppRoute } from '@/shared/navigation/appRoute';
import {
  MEMBERSHIP_COMPLETE_PATH,
  MEMBERSHIP_PATH,
  OPERATOR_REFUNDS_PATH,
  POINT_CHARGE_COMPLETE_PATH,
  POINT_CHARGE_PATH,
  POINT_PATH,
} from './model';
import { isOperatorStaff } from './operator/model';

export const billingRoutes: AppRoute[] = [
  appRoute(
    POINT_PATH,
    '포인트',
    '기타',
    lazyPage(() => import('./pages/PointPage'), 'PointPage'),
  ),
  appRoute(
    POINT_CHARGE_PATH,
    '포인트 충전',
    undefined,
    lazyPage(() => import('./pages/PointChargePage'), 'PointChargePage'),
  ),
  appRoute(
    POINT_CHARGE_COMPLETE_PATH,
    '포인트 충전 완료',
    undefined,
    lazyPage(() => import('./pages/PointChargeCompletePage'), 'PointChargeCompletePage'),
  ),
  appRoute(
    MEMBERSHIP_PATH,
    '멤버십',
    '기타',
    lazyPage(() => import('./pages/MembershipPage'), 'MembershipPage'),
  ),
  appRoute(
    MEMBERSHIP_COMPLETE_PATH,
    '멤버십 가입 완료',
    undefined,
    lazyPage(() => import('./pages/MembershipCompletePage'), 'MembershipCompletePage'),
  ),
  {
    ...appRoute(
      OPERATOR_REFUNDS_PATH,
      '환불 요청 관리',
      '기타',
      lazyPage(() => import('./pages/OperatorRefundsPage'), 'OperatorRefundsPage'),
    ),
    shownTo: isOperatorStaff,
  },
];
