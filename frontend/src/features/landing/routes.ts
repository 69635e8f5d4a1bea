//! The landing area's routes: the home page, prices, the policies and the sellers' screen.
import { landingRoute, lazyPage } from '@/shared/navigation/appRoute';

const policies = () => import('./pages/PolicyPages');

export const landingRoutes = [
  landingRoute(
    '/',
    '홈',
    lazyPage(() => import('./pages/LandingPage'), 'LandingPage'),
  ),
  landingRoute(
    '/price-policy',
    '요금 안내',
    lazyPage(() => import('./pages/PricePolicyPage'), 'PricePolicyPage'),
  ),
  // Read during sign-up, before registration is finished.
  landingRoute('/terms-policy', '이용약관', lazyPage(policies, 'TermsPolicyPage'), {
    registration: true,
  }),
  landingRoute('/privacy-policy', '개인정보 처리방침', lazyPage(policies, 'PrivacyPolicyPage'), {
    registration: true,
  }),
  landingRoute(
    '/seller-main',
    '셀러 메인',
    lazyPage(() => import('./pages/SellerMainPage'), 'SellerMainPage'),
    { requiresLogin: true },
  ),
];
