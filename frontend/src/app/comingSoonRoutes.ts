//! The spec's routes of areas no feature builds yet: each shows the shared "준비 중" page titled
//! after its screen until a feature lists the route with its page.
import { appRoute } from '@/shared/navigation/appRoute';

export const comingSoonRoutes = [
  appRoute('/point', '포인트', '기타'),
  appRoute('/point-charge', '포인트 충전'),
  appRoute('/point-charge-complete', '포인트 충전 완료'),
  appRoute('/membership', '멤버십', '기타'),
  appRoute('/membership-complete', '멤버십 가입 완료'),
];
